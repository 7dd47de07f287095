import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { favouriteKinds } from '@boothhub/shared/contracts/favourites';
import { searchKinds } from '@boothhub/shared/contracts/searchKinds';

/**
 * Every place a kind of catalogue entry is registered (docs/catalogue-kinds.md, issue 38 item 5). The kinds come from
 * the shared registries (`favouriteKinds`, `searchKinds`); each must be in every registry of its family on the server
 * and the web, and every kind in the table below, which says where a kind lives, so a new kind cannot be half added.
 * The web's files are read as text (their modules draw React), the server's wiring too (`wireModules` registers at run
 * time only).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Where each kind lives: its server module, its web feature, the module whose demo step creates it and its public page. */
const kinds: Record<string, { module: string; feature: string; demo: string; page: string }> = {
  task: { module: 'tasks', feature: 'tasks', demo: 'tasks', page: '/orderList' },
  exhibition: { module: 'exhibitions', feature: 'exhibitions', demo: 'exhibitions', page: '/exhibition' },
  convention: { module: 'conventions', feature: 'conventions', demo: 'conventions', page: '/conventionSpace' },
  venue: { module: 'venues', feature: 'conventions', demo: 'conventions', page: '/conventionSpace' },
  designer: { module: 'designers', feature: 'designers', demo: 'designers', page: '/designer' },
  picture: { module: 'designers', feature: 'designers', demo: 'designers', page: '/gallery' },
  service: { module: 'services', feature: 'services', demo: 'services', page: '/service' },
  factory: { module: 'factories', feature: 'factories', demo: 'factories', page: '/factory' },
  model: { module: 'models', feature: 'models', demo: 'models', page: '/modelCenter' },
  article: { module: 'articles', feature: 'articles', demo: 'articles', page: '/article' },
};

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();
const matches = (text: string, re: RegExp) => sorted([...text.matchAll(re)].map((m) => m[1]!));

/** The kinds a file registers, each family by its own pattern. */
export const registered = {
  serverFavourites: (wiring: string) => matches(wiring, /registerFavouriteKind\('(\w+)'/g),
  serverSearch: (wiring: string) => matches(wiring, /registerSearchProvider\('(\w+)'/g),
  webCollectionTabs: (tabs: string) => matches(tabs, /^\s+kind: '(\w+)',$/gm),
  webSearchViews: (views: string) => matches(views, /^\s+(\w+): \{ label: /gm),
  labels: (messages: string) => matches(messages, /'search\.kind\.(\w+)':/g),
};

const wiring = read('apps/server/src/modules/index.ts');
const searchMessages = read('apps/web/src/features/search/i18n.ts');

describe('catalogue kinds: a registered kind is in every registry of its family', () => {
  it('favourites: the shared kinds = the server’s registered rules = its toggles = My Collection’s tabs', () => {
    const shared = sorted(favouriteKinds);
    expect(registered.serverFavourites(wiring)).toEqual(shared);
    const modules = path.join(root, 'apps/server/src/modules');
    const toggles = sorted(
      readdirSync(modules, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.routes.ts'))
        .flatMap((f) => matches(readFileSync(path.join(modules, f), 'utf8'), /toggleFavourite\(ctx, viewer, '(\w+)'/g)),
    );
    expect(toggles).toEqual(shared);
    expect(registered.webCollectionTabs(read('apps/web/src/features/search/collections.tsx'))).toEqual(shared);
  });

  it('global search: the shared kinds = the server’s providers = the web’s tab views', () => {
    const shared = sorted(searchKinds);
    expect(registered.serverSearch(wiring)).toEqual(shared);
    expect(registered.webSearchViews(read('apps/web/src/features/search/kinds.tsx'))).toEqual(shared);
  });

  it('every kind has its name in both languages (search.kind.<kind>)', () => {
    const all = sorted([...favouriteKinds, ...searchKinds]);
    expect(registered.labels(searchMessages)).toEqual(all);
    expect(all.filter((k) => (searchMessages.match(new RegExp(`'search\\.kind\\.${k}':`, 'g')) ?? []).length !== 2)).toEqual([]);
  });

  it('every registered kind has its module, feature, demo data, public page and header link', () => {
    const all = sorted([...favouriteKinds, ...searchKinds]);
    expect(all.filter((k) => !kinds[k])).toEqual([]);
    const routes = read('apps/web/src/app/routes.tsx');
    const header = read('apps/web/src/app/layouts/Header.tsx');
    const demoSteps = /export const demoSeedSteps[^=]*= \[([\s\S]*?)\];/.exec(wiring)![1]!;
    for (const k of all) {
      const { module, feature, demo, page } = kinds[k]!;
      expect(existsSync(path.join(root, 'apps/server/src/modules', module)), `${k}: server module ${module}`).toBe(true);
      expect(existsSync(path.join(root, 'apps/web/src/features', feature, 'index.ts')), `${k}: web feature ${feature}`).toBe(true);
      const step = new RegExp(`import \\{[^}]*\\b(\\w+DemoStep)\\b[^}]*\\} from '\\./${demo}/`).exec(wiring)?.[1];
      expect(step && demoSteps.includes(step), `${k}: a demo step of ${demo} in demoSeedSteps`).toBe(true);
      expect(routes.includes(`path: '${page.slice(1)}'`), `${k}: the page ${page} in app/routes.tsx`).toBe(true);
      expect(header.includes(`to: '${page}'`), `${k}: a header link to ${page}`).toBe(true);
    }
  });

  it('the check fails when one registry leaves a kind out', () => {
    const views = read('apps/web/src/features/search/kinds.tsx');
    const withoutFactory = views.replace(/^\s+factory: \{.*\n/m, '');
    expect(withoutFactory).not.toBe(views);
    expect(registered.webSearchViews(withoutFactory)).not.toEqual(sorted(searchKinds));
    const wiringWithoutModel = wiring.replace("registerFavouriteKind('model'", '');
    expect(registered.serverFavourites(wiringWithoutModel)).not.toEqual(sorted(favouriteKinds));
  });
});
