import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];

/**
 * The language catalogues are chunks loaded before the first render (src/i18n), one language at a time; the parts both
 * languages import (each feature's texts) are the same whichever language starts. Preloading those with the entry
 * (`<link rel="modulepreload">`) takes them out of the round trip that follows the entry, so the first render waits
 * only for the small catalogue of the language it starts in (decision 042).
 */
function preloadSharedCatalogueParts(): Plugin {
  return {
    name: 'boothhub:preload-shared-catalogue-parts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const graph = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          chunk?.imports.forEach((i) => graph(i, seen));
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const catalogues = chunks.filter((c) => c.facadeModuleId && /\/src\/i18n\/(zh-CN|en-US)\.ts$/.test(c.facadeModuleId));
        if (!entry || catalogues.length !== 2) throw new Error('preload-shared-catalogue-parts: entry or catalogues not found');
        const inEntry = graph(entry.fileName);
        const [a, b] = catalogues.map((c) => [...graph(c.fileName)].filter((f) => f !== c.fileName && !inEntry.has(f)));
        const shared = a!.filter((f) => b!.includes(f));
        const links = shared.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
        return html.replace('</head>', `  ${links}\n  </head>`);
      },
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
  plugins: [react(), preloadSharedCatalogueParts()],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/budget.mjs reads the manifest: initial JavaScript of each route against its budget (decision 019).
    manifest: true,
    chunkSizeWarningLimit: 320, // the React vendor chunk is 311 KB minified
    rolldownOptions: {
      output: {
        // React and the router change rarely and every page needs them: one long-cached chunk. The rest (antd
        // components, features) is split by Rolldown along the lazy routes, so a page loads only what it shows.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
