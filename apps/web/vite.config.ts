import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The web client. In development `vite` serves it on :5173 and forwards /api to the server on 127.0.0.1:3000;
 * in production the server serves apps/web/dist itself (apps/server/src/platform/web.ts). `vite preview` serves the
 * built client with the same proxy. BH_API_URL points both at another server address.
 */
const apiTarget = process.env.BH_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
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
