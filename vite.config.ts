import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import MagicString from 'magic-string';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootScript } from './src/web/app/boot-script';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
// The server-render module (ADR 0601), built by `vite build --ssr`, which the server loads from dist/web-ssr.
const ssrOutDir = fileURLToPath(new URL('./dist/web-ssr', import.meta.url));

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Three finishing steps on the written files, in this order:
 * 1. The stylesheet (~5 KB gzip) goes inside index.html so the first paint waits for no second request
 *    (the CSP allows inline styles, never inline scripts); lazy chunks that listed it as a preload
 *    dependency now name the entry script there instead.
 * 2. The entry script is loaded by an inline loader after the first paint (entryAfterFirstPaint).
 * 3. Every text file gets .br and .gz siblings, for a static server that sends pre-compressed files.
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
      writeFileSync(indexPath, entryAfterFirstPaint(html));
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

/**
 * ADR 0601, 0605: the entry script tag becomes src/web/app/inline-boot.js, which keeps taps made before the app
 * hydrates and asks for the entry once the server's HTML has painted (the server's CSP allows it by its hash).
 */
function entryAfterFirstPaint(html: string): string {
  const tag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!tag?.[1]) throw new Error('index.html has no entry script to load after the first paint.');
  const boot = bootScript(readFileSync(join(root, 'app', 'inline-boot.js'), 'utf8'), tag[1]);
  return html.replace(tag[0], () => `<script>${boot}</script>`);
}

/**
 * ADR 0606: V8's explicit compile hint as the entry's first line, so that Chromium compiles the entry's
 * functions while the file streams in, off the main thread, rather than one by one on it as the app first
 * calls them. Added last (the file's name keeps the hash of its code); other browsers read a comment.
 */
function compileEntryEagerly(): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
        }
      },
    },
  };
}

/** Build outputs that only the shop's chunk (features/shop/shop-app) reaches: staff fetch them, customers never. */
const shopOnlyFiles = new Set<string>();

/**
 * Finds the shop-only files while the bundle is still in memory: everything reachable from the shop's
 * chunk minus everything reachable from the entry without passing through it. The service worker leaves
 * them out of its precache (ADR 0602).
 */
function findShopOnlyFiles(): Plugin {
  return {
    name: 'find-shop-only-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const shop = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/features/shop/shop-app.tsx')));
      if (!shop) throw new Error('The build has no shop chunk (features/shop/shop-app.tsx).');
      const reach = (start: string[], skip: string | null): Set<string> => {
        const seen = new Set<string>();
        const queue = [...start];
        for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
          const chunk = byName.get(name);
          if (!chunk || seen.has(name) || name === skip) continue;
          seen.add(name);
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          queue.push(...chunk.imports, ...chunk.dynamicImports);
        }
        return seen;
      };
      const customer = reach(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        shop.fileName,
      );
      shopOnlyFiles.clear();
      for (const name of reach([shop.fileName], null)) if (!customer.has(name)) shopOnlyFiles.add(name);
    },
  };
}

/**
 * The service worker (docs/decisions/0602), generated by Workbox: it precaches the customer
 * app so a reload without signal still shows the flow. Pages are fetched network-first (fresh when there
 * is signal, the precached index.html when not); /shop and /api never go through its caches.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  // The app registers it (src/web/app/register-service-worker.ts): no inline script under the CSP.
  injectRegister: false,
  registerType: 'autoUpdate',
  // No installable app: there are no PNG icons for a manifest, and the flow needs none.
  manifest: false,
  workbox: {
    // Only the app's own shell among the pages: a page rendered per route must come from the network.
    globPatterns: ['**/*.{js,css,svg}', 'index.html'],
    globIgnores: ['**/*.gz', '**/*.br'],
    manifestTransforms: [
      (entries) => ({ manifest: entries.filter((entry) => !shopOnlyFiles.has(entry.url.replace(/^\//, ''))) }),
    ],
    // '/' must not be answered from the precache (cache-first): it goes through the network-first route.
    directoryIndex: null,
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // A new deploy takes over at once: the precache then holds the chunks the fresh index.html names.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      // A status page is drawn with one customer's live order: never kept, but offline it still opens the
      // app, which says it cannot load the order.
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/status/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(shop|api)(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'customer-pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 20 },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
    ],
  },
});

/**
 * Radix's published files name each function with esbuild's `__name(fn, "fn")` (keepNames), for stack
 * traces and React DevTools only: about 70 calls and their strings in the dialog chunk, some 600 B gzip
 * of the animal step's 20 KB budget (docs/decisions/0201). Each call becomes its function; nothing reads
 * the names.
 */
function stripFunctionNames(): Plugin {
  return {
    name: 'strip-function-names',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/@radix-ui/') || !code.includes('__name(')) return null;
      const edited = new MagicString(code);
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const call = node as { type?: string; callee?: { type: string; name: string }; arguments?: AstNode[] };
        const [target] = call.arguments ?? [];
        if (
          call.type === 'CallExpression' &&
          call.callee?.type === 'Identifier' &&
          call.callee.name === '__name' &&
          target
        ) {
          const { start, end } = node as AstNode;
          // `__name(f, "f");` alone does nothing left: `f;`, which the minifier drops.
          edited.overwrite(start, target.start, '(');
          edited.overwrite(target.end, end, ')');
        }
        for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
      };
      visit(this.parse(code));
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
type AstNode = { start: number; end: number };

/** The SPA lives in src/web and is built to dist/web, which the server serves (with index.html fallback). */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    // Lingui's macros turn each text into a message id that keeps its English (ADR 0603); its plugin
    // compiles a PO catalogue when imported. The server render (ADR 0601) needs both as well.
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] } }),
    lingui(),
    ...(isSsrBuild
      ? []
      : [
          stripFunctionNames(),
          tailwindcss(),
          finishBuild(),
          findShopOnlyFiles(),
          compileEntryEagerly(),
          serviceWorker,
        ]),
  ],
  build: {
    outDir: isSsrBuild ? ssrOutDir : outDir,
    ...(isSsrBuild ? { rollupOptions: { input: join(root, 'app', 'entry-server.tsx') }, copyPublicDir: false } : {}),
    emptyOutDir: true,
    target: 'es2022',
    // No inline scripts: the server's CSP allows script-src 'self' only.
    modulePreload: {
      polyfill: false,
      // A counter tablet's chunk (ADR 1401) is fetched by itself, beside the app: listing its dependencies for
      // preloading would write their names into the step that loads it, on every phone.
      resolveDependencies: (filename, deps) => (filename.includes('/tablet-') ? [] : deps),
    },
    assetsInlineLimit: 0,
  },
  // The server render's React, React Router and Lingui go inside its module, in their production builds: left
  // as imports, Node would load React's development build, as nothing sets NODE_ENV for the server.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:3000' },
  },
}));
