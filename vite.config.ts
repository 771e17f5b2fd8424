import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/** The SPA lives in src/web and is built to dist/web, which the server serves (with index.html fallback). */
export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // No inline scripts: the server's CSP allows script-src 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
  },
});
