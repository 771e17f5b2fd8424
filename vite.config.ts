import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Two finishing steps on the written files, in this order:
 * 1. The stylesheet (~5 KB gzip) goes inside index.html so the first paint waits for no second request
 *    (the CSP allows inline styles, never inline scripts); lazy chunks that listed it as a preload
 *    dependency now name the entry script there instead.
 * 2. Every text file gets .br and .gz siblings, for a static server that sends pre-compressed files.
 */
function finishBuild(): Plugin {
  return {
    name: 'finish-build',
    apply: 'build',
    writeBundle() {
      const files = walk(outDir);
      const indexPath = join(outDir, 'index.html');
      let html = readFileSync(indexPath, 'utf8');
      for (const cssPath of files.filter((file) => file.endsWith('.css'))) {
        const href = `/${relative(outDir, cssPath).split(sep).join('/')}`;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
        );
        if (!link.test(html)) continue;
        html = html.replace(link, () => `<style>${readFileSync(cssPath, 'utf8')}</style>`);
        rmSync(cssPath);
        // The dependency lists are indexed, so the entry is swapped for the (already loaded) entry script.
        const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no entry script.');
        for (const jsPath of files.filter((file) => file.endsWith('.js'))) {
          const code = readFileSync(jsPath, 'utf8');
          const swapped = code.replaceAll(`"${href.slice(1)}"`, `"${entry}"`);
          if (swapped !== code) writeFileSync(jsPath, swapped);
        }
      }
      writeFileSync(indexPath, html);
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/** The SPA lives in src/web and is built to dist/web, which the server serves (with index.html fallback). */
export default defineConfig({
  root,
  plugins: [
    // Lingui's macros turn each text into a message id that keeps its English (ADR 0603); its plugin
    // compiles a PO catalogue when imported.
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
    lingui(),
    tailwindcss(),
    finishBuild(),
  ],
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
