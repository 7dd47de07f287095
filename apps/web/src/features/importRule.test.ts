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

describe('feature import rule', () => {
  it("refuses another feature's components and pages", async () => {
    expect(await restricted("import { Orbits } from '../../tasks/components/Orbits';\nexport const x = Orbits;\n")).toBe(1);
    expect(await restricted("import { TaskMissing } from '../../tasks/pages/OrderDetail';\nexport const x = TaskMissing;\n")).toBe(1);
  });

  it("allows a feature's public face, its own pieces and the shared layer", async () => {
    const source = [
      "import { Orbits } from '../../tasks';",
      "import { tasksApi } from '../../tasks/api';",
      "import { memberColumn } from '../components/reviewColumns';",
      "import { Money } from '../../../components/money';",
      "import { LangSwitch } from '../../../app/components/LangSwitch';",
      'export const x = [Orbits, tasksApi, memberColumn, Money, LangSwitch];',
      '',
    ].join('\n');
    expect(await restricted(source)).toBe(0);
  });
}, 60_000);
