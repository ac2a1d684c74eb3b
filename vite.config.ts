import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './client/build/sw-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./client'),
  publicDir: here('./client/public'),
  plugins: [react(), tailwindcss(), serviceWorkerPlugin()],
  resolve: {
    alias: { '@': here('./client/src'), '@common': here('./common') },
  },
  build: {
    outDir: here('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/sw.js': 'http://localhost:5000' },
  },
});
