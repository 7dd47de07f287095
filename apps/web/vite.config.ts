import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const LANG_BLOCK = /<!-- language preloads -->[\s\S]*?<!-- \/language preloads -->/;
/** The chunks a language awaits before the first render, by the module they come from (src/i18n/index.tsx loadLang). */
const LANGUAGE_MODULES = {
  'zh-CN': [/\/src\/i18n\/zh-CN\.ts$/],
  'en-US': [/\/src\/i18n\/en-US\.ts$/],
} as const;

/**
 * The first render waits for the starting language's chunks (src/i18n: its catalogue), which the
 * entry asks for only once it runs: one more round trip before anything shows. So the build writes the page twice,
 * `index.html` (zh-CN) and `index.en-US.html`, each preloading its language's chunks with the entry
 * (`<link rel="modulepreload">`), and the server sends the one of the visitor's language (the `bh_lang` cookie, else
 * Accept-Language: apps/server/src/platform/web.ts). A visitor whose browser then starts in the other language only
 * loses the preload (decision 042).
 */
function languagePages(): Plugin {
  let chunks: Chunk[] = [];
  const graph = (fileName: string, seen = new Set<string>()) => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    chunks.find((c) => c.fileName === fileName)?.imports.forEach((i) => graph(i, seen));
    return seen;
  };
  const preloads = (lang: keyof typeof LANGUAGE_MODULES) => {
    const entry = chunks.find((c) => c.isEntry);
    const own = chunks.filter((c) => c.facadeModuleId && LANGUAGE_MODULES[lang].some((m) => m.test(c.facadeModuleId!)));
    if (!entry || own.length !== LANGUAGE_MODULES[lang].length) throw new Error(`language-pages: the chunks of ${lang} not found`);
    const inEntry = graph(entry.fileName);
    const files = new Set(own.flatMap((c) => [...graph(c.fileName)]).filter((f) => !inEntry.has(f)));
    const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    return `<!-- language preloads -->\n    ${links.join('\n    ')}\n    <!-- /language preloads -->`;
  };
  return {
    name: 'boothhub:language-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Chunk => c.type === 'chunk');
        return html.replace('</head>', `  ${preloads('zh-CN')}\n  </head>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('language-pages: index.html not found');
        const zh = String(index.source);
        if (!LANG_BLOCK.test(zh) || !zh.includes('<html lang="zh-CN">')) throw new Error('language-pages: index.html has no language block');
        const en = zh.replace('<html lang="zh-CN">', '<html lang="en-US">').replace(LANG_BLOCK, preloads('en-US'));
        this.emitFile({ type: 'asset', fileName: 'index.en-US.html', source: en });
      },
    },
  };
}

/**
 * The pages whose own chunks the server preloads in their document (apps/server/src/platform/web.ts, decision 046), by
 * their route's path, and with their styles: the pages the server renders (decision 076) show their content before
 * their JavaScript runs, so their CSS comes with the document.
 */
const PAGE_MODULES: Record<string, RegExp | RegExp[]> = {
  // the home page is in the entry; its live sections are chunks of their own, drawn by the server (decision 076)
  '/': [
    /\/src\/features\/tasks\/components\/HomeTasks\.tsx$/,
    /\/src\/features\/exhibitions\/components\/HomeExhibitions\.tsx$/,
    /\/src\/features\/conventions\/components\/HomeVenues\.tsx$/,
  ],
  '/orderList': /\/src\/features\/tasks\/pages\/OrderList\.tsx$/,
  '/orderDetail': /\/src\/features\/tasks\/pages\/OrderDetail\.tsx$/,
  '/exhibition': /\/src\/features\/exhibitions\/pages\/ExhibitionList\.tsx$/,
  '/exhibition/:id': /\/src\/features\/exhibitions\/pages\/ExhibitionDetail\.tsx$/,
  '/designer': /\/src\/features\/designers\/pages\/DesignerList\.tsx$/,
  '/designInfo': /\/src\/features\/designers\/pages\/DesignerInfo\.tsx$/,
  '/modelCenter': /\/src\/features\/models\/pages\/ModelCenter\.tsx$/,
  '/modelDetail': /\/src\/features\/models\/pages\/ModelDetail\.tsx$/,
  '/conventionSpace': /\/src\/features\/conventions\/pages\/ConventionSpace\.tsx$/,
  '/conventionSpace/:id': /\/src\/features\/conventions\/pages\/ConventionDetail\.tsx$/,
  '/conventionSpace/spaceInfo': /\/src\/features\/conventions\/pages\/VenueDetail\.tsx$/,
  '/factory': /\/src\/features\/factories\/pages\/FactoryList\.tsx$/,
  '/factoryInfo': /\/src\/features\/factories\/pages\/FactoryInfo\.tsx$/,
  '/service': /\/src\/features\/services\/pages\/ServiceList\.tsx$/,
  '/serviceInfo': /\/src\/features\/services\/pages\/ServiceInfo\.tsx$/,
  '/article': /\/src\/features\/articles\/pages\/ArticleList\.tsx$/,
  '/article/:id': /\/src\/features\/articles\/pages\/ArticleDetail\.tsx$/,
  '/help': /\/src\/features\/content\/pages\/Help\.tsx$/,
  '/help/helDetail': /\/src\/features\/content\/pages\/HelpDetail\.tsx$/,
  '/about': /\/src\/features\/content\/pages\/About\.tsx$/,
};

/**
 * Writes `page-preloads.json`: for each page of PAGE_MODULES, the chunks its route module needs beyond what the entry
 * loads, and their CSS files. The router would find them only once the entry has run (one more wave of requests); the
 * server puts them in the page's document as `modulepreload` and stylesheet links, so they load beside the entry.
 */
function pagePreloads(): Plugin {
  return {
    name: 'boothhub:page-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // after Vite has folded the chunks that were only CSS into their importers (their files are not written)
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const graph = (fileName: string, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        chunks.find((c) => c.fileName === fileName)?.imports.forEach((i) => graph(i, seen));
        return seen;
      };
      const cssOf = (fileName: string) => [...(chunks.find((c) => c.fileName === fileName)?.viteMetadata?.importedCss ?? [])];
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('page-preloads: no entry chunk');
      const inEntry = graph(entry.fileName);
      const entryCss = new Set([...inEntry].flatMap(cssOf));
      const pages = Object.fromEntries(
        Object.entries(PAGE_MODULES).map(([page, modules]) => {
          const files = [
            ...new Set(
              [modules].flat().flatMap((module) => {
                const own =
                  chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId)) ??
                  chunks.find((c) => Object.keys(c.modules).some((m) => module.test(m)));
                if (!own) throw new Error(`page-preloads: the chunk of ${page} not found`);
                return [...graph(own.fileName)].filter((f) => !inEntry.has(f) && f in bundle);
              }),
            ),
          ];
          const css = [...new Set(files.flatMap(cssOf))].filter((f) => !entryCss.has(f));
          return [page, [...css, ...files]];
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: JSON.stringify(pages, null, 1) });
    },
  };
}

/**
 * The client's JavaScript on a page the server rendered (decision 085), as a classic `defer` script the server puts in
 * the page's document in place of the entry's module script and module preloads (apps/server/src/platform/web.ts): the
 * page shows its content with its HTML and CSS alone, so its JavaScript starts once the page has loaded and painted
 * (the load event, its pictures in, and two frames), instead of taking the slow link's bandwidth and the six
 * connections before the page's largest picture. It preloads the modules the page needs (`data-preload`: the entry's,
 * the language's and the page's own chunks) and then runs the entry (`data-entry`); a tab in the background, which
 * draws no frame, starts within a second.
 *
 * A reader who acts first does not wait for the pictures: a press, a key or a focus before then starts the JavaScript
 * at once, and a button pressed before React listens on the page (a phone's menu, a tab) is pressed again once it does
 * (React's root container carries its key once main.tsx has called hydrateRoot; React then hydrates first and runs the
 * button's handler). A press after that is React's alone. Links need nothing: they are real links.
 */
const HYDRATE_LATER = `(function () {
  var me = document.currentScript;
  var root = document.getElementById('root');
  var started = false;
  var pressed = null;
  var early = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
  function add(tag, props) {
    document.head.appendChild(Object.assign(document.createElement(tag), props));
  }
  function listening() {
    return Object.keys(root).some(function (k) { return k.indexOf('__reactContainer') === 0; });
  }
  function onClick(e) {
    var el = e.target && e.target.closest && e.target.closest('button, [role="button"], summary');
    if (el && !listening()) pressed = el;
  }
  function start() {
    if (started) return;
    started = true;
    early.forEach(function (type) { removeEventListener(type, start, true); });
    (me.dataset.preload || '').split(' ').filter(Boolean).forEach(function (href) {
      add('link', { rel: 'modulepreload', crossOrigin: '', href: href });
    });
    add('script', { type: 'module', crossOrigin: '', src: me.dataset.entry });
    var wait = setInterval(function () {
      if (!listening()) return;
      clearInterval(wait);
      removeEventListener('click', onClick, true);
      if (pressed && pressed.isConnected) pressed.click();
      pressed = null;
    }, 50);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
    setTimeout(start, 1000);
  }
  early.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  addEventListener('click', onClick, true);
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
`;

/** Emits HYDRATE_LATER as a hashed asset and names it in `rendered-page.json` for the server. */
function hydrateLater(): Plugin {
  return {
    name: 'boothhub:hydrate-later',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const ref = this.emitFile({ type: 'asset', name: 'hydrate-later.js', source: HYDRATE_LATER });
      const hydrateLater = this.getFileName(ref);
      this.emitFile({ type: 'asset', fileName: 'rendered-page.json', source: JSON.stringify({ hydrateLater }) });
    },
  };
}

/**
 * The web client. In development `vite` serves it on :5173 and forwards /api to the server on 127.0.0.1:3000;
 * in production the server serves apps/web/dist itself (apps/server/src/platform/web.ts). `vite preview` serves the
 * built client with the same proxy. BH_API_URL points both at another server address.
 */
const apiTarget = process.env.BH_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), languagePages(), pagePreloads(), hydrateLater()],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  // the server's render (src/entry-server.tsx → dist-ssr/, decision 076): one file with its packages in it, so the
  // server imports it with Node's own resolution (CommonJS packages) and no node_modules of the client
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/budget.mjs reads the manifest: initial JavaScript of each route against its budget (decision 019).
    manifest: true,
    chunkSizeWarningLimit: 320, // the React vendor chunk is 311 KB minified
    rolldownOptions: {
      output: {
        // React and the router change rarely and every page needs them: one long-cached chunk. The rest (the kit,
        // features) is split by Rolldown along the lazy routes, so a page loads only what it shows.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
