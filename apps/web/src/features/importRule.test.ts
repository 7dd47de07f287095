import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import rule of docs/decisions/009-web-ui-layer.md, as eslint.config.js enforces it. */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restricted(source: string, file = 'apps/web/src/features/admin/pages/Probe.tsx') {
  const [result] = await eslint.lintText(source, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('web import rules', () => {
  it("refuses another feature's components and pages", async () => {
    expect(await restricted("import { Orbits } from '../../tasks/components/Orbits';\nexport const x = Orbits;\n")).toBe(1);
    expect(await restricted("import { TaskMissing } from '../../tasks/pages/OrderDetail';\nexport const x = TaskMissing;\n")).toBe(1);
  });

  it('refuses src/app/ (the composition root) from a feature and from the shared layer', async () => {
    expect(await restricted("import { routes } from '../../../app/routes';\nexport const x = routes;\n")).toBe(1);
    expect(await restricted("import { Toasts } from '../app/Toasts';\nexport const x = Toasts;\n", 'apps/web/src/components/Probe.tsx')).toBe(1);
    expect(await restricted("import { Toasts } from '../../app/Toasts';\nexport const x = Toasts;\n", 'apps/web/src/lib/x/Probe.ts')).toBe(1);
  });

  it('lets the entry and the test harness import src/app/', async () => {
    expect(await restricted("import App from './app/App';\nexport const x = App;\n", 'apps/web/src/main.tsx')).toBe(0);
    expect(await restricted("import { Toasts } from '../app/Toasts';\nexport const x = Toasts;\n", 'apps/web/src/test/Probe.tsx')).toBe(0);
  });

  it("allows a feature's public face, its own pieces and the shared layer", async () => {
    const source = [
      "import { Orbits } from '../../tasks';",
      "import { tasksApi } from '../../tasks/api';",
      "import { memberColumn } from '../components/reviewColumns';",
      "import { Money } from '../../../components/money';",
      "import { LangSwitch } from '../../../components/LangSwitch';",
      'export const x = [Orbits, tasksApi, memberColumn, Money, LangSwitch];',
      '',
    ].join('\n');
    expect(await restricted(source)).toBe(0);
  });
}, 60_000);
