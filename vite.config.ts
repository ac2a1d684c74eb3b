import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconModulesOf } from './client/build/landing-icons.ts';
import { reactRouterProductionPlugin } from './client/build/react-router-plugin.ts';
import { serviceWorkerPlugin } from './client/build/sw-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const landingIcons = iconModulesOf(
  here('./client/src/pages/home.tsx'),
  here('./client/src/features/home'),
  here('./client/src'),
);

export default defineConfig({
  root: here('./client'),
  publicDir: here('./client/public'),
  plugins: [react(), tailwindcss(), reactRouterProductionPlugin(), serviceWorkerPlugin()],
  resolve: {
    alias: { '@': here('./client/src'), '@common': here('./common') },
  },
  build: {
    outDir: here('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports knows <link rel="modulepreload"> (Safari since 17, Firefox since 115);
    // one that does not loads a chunk's imports once it has the chunk, a little later, rather than failing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically is loaded before the first screen anyway: in one file rather
          // than eight, it compresses as one (2 KB less gzip on every first view).
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'landing-icons', test: (id) => landingIcons.has(id) },
          ],
        },
        // Short names: the entry lists every chunk's file for preloading, and `/` loads 20 files.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/sw.js': 'http://localhost:5000' },
  },
});
