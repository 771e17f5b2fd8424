import fs from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCycle from './lint-rules/no-import-cycle.js';
import noIssueCitation from './lint-rules/no-issue-citation.js';

/**
 * The house rules, enforced:
 * - the import direction of docs/design.md 1: src/domain imports only pure libraries and itself; server and web never meet;
 * - no import cycles, type imports included (lint-rules/no-import-cycle.js); kebab-case file and folder names;
 * - typed rules (a floating or misused promise is an error);
 * - comments cite docs sections and ADRs, never an issue number (lint-rules/no-issue-citation.js).
 */
// Pure libraries only: zod, and libphonenumber-js for the phone rule (ADR 0608; server-only, see its file).
const DOMAIN_PACKAGES = ['zod', 'libphonenumber-js'];
const DOMAIN_TEST_PACKAGES = ['vitest', 'fast-check'];
const bareSpecifierOtherThan = (allowed) => `^(?!(${allowed.join('|')})(/|$))[^./]`;
const foldersIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** src/web/features/*: each one a zone of its own, read from the folder (a new feature is one at once). */
const WEB_FEATURES = foldersIn('src/web/features');
/** src/web/features/shop/*: the shop's sections, beside its shared components and lib (and api.ts). */
const SHOP_SECTIONS = foldersIn('src/web/features/shop').filter((name) => !['components', 'lib'].includes(name));

/**
 * The server's map (docs/design.md 1): its folders, lowest first. A folder imports only folders of the
 * layers below its own; folders of one layer never import each other. '.' is the app at the top: app.ts,
 * main.ts and the other files directly in src/server; test/ (the harness, which builds the app) is above it.
 * Tests and testing/ helpers are exempt, since they drive the whole app.
 */
const SERVER_LAYERS = [
  ['lib'],
  ['db'],
  ['http', 'history', 'limits'],
  ['settings', 'prices'],
  ['order-records'],
  ['notifications'],
  ['accounts'],
  ['live', 'drop-off-days', 'backup', 'processor-log', 'yield', 'test-notifications', 'counter-tablets'],
  ['orders'],
  ['shop-orders'],
  ['donations', 'status', 'export'],
  ['web-app', 'jobs'],
  ['.'],
  ['test'],
];
const serverFolders = foldersIn('src/server');
const placed = SERVER_LAYERS.flat();
for (const folder of serverFolders.filter((name) => !placed.includes(name))) {
  throw new Error(`src/server/${folder} is not on the server's map: place it in SERVER_LAYERS (eslint.config.js).`);
}
for (const folder of placed.filter((name) => name !== '.' && !serverFolders.includes(name))) {
  throw new Error(`SERVER_LAYERS names src/server/${folder}, which does not exist: take it off the map.`);
}
const serverPathOf = (folder) =>
  folder === '.'
    ? fs
        .readdirSync('src/server')
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => `./src/server/${name}`)
    : [`./src/server/${folder}`];
const SERVER_ZONES = SERVER_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: serverPathOf(folder),
    from: SERVER_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== folder)
      .flatMap(serverPathOf),
    message: `src/server/${folder} imports only the folders below its layer (SERVER_LAYERS in eslint.config.js; docs/design.md 1).`,
  })),
).filter((zone) => zone.from.length > 0);

const COMMON_ZONES = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain imports nothing of server or web.',
  },
  { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
  { target: './src/web', from: './src/server', message: 'The web app never imports the server.' },
  // bulletproof-react's one-way flow: shared pieces -> features -> app; features never meet.
  {
    target: ['./src/web/components', './src/web/lib', './src/web/i18n'],
    from: './src/web/features',
    message: 'Shared web code imports no feature.',
  },
  // app/ puts the app together (router, layout, entries); below it only its route registry is read.
  {
    target: ['./src/web/components', './src/web/lib', './src/web/i18n', './src/web/features'],
    from: './src/web/app',
    except: ['./paths.ts', './shop-paths.ts'],
    message:
      'Only app/ puts the app together: below it, import the route registry (app/paths.ts, app/shop-paths.ts) alone.',
  },
  ...WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features never import each other.',
  })),
  // The same flow inside the shop: its sections share only its components, lib and api.ts.
  ...SHOP_SECTIONS.map((section) => ({
    target: `./src/web/features/shop/${section}`,
    from: './src/web/features/shop',
    except: [`./${section}`, './components', './lib', './api.ts'],
    message: "A shop section imports no other: only the shop's components, lib and api.ts.",
  })),
  {
    target: ['./src/web/features/shop/components', './src/web/features/shop/lib', './src/web/features/shop/api.ts'],
    from: [
      ...SHOP_SECTIONS.map((section) => `./src/web/features/shop/${section}`),
      './src/web/features/shop/shop-app.tsx',
      './src/web/features/shop/not-found-page.tsx',
    ],
    message: "The shop's shared code imports no shop section.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      'import-x': importX,
      'check-file': checkFile,
      local: { rules: { 'no-import-cycle': noImportCycle, 'no-issue-citation': noIssueCitation } },
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Fastify's plugins, hooks and handlers are async by contract (an async function is how they say
      // "no done callback"), so an async function without await is often the right shape here.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // import-x/no-cycle skips type imports (no option says otherwise): TypeScript files use the local rule,
    // which follows them too through the type checker's program; plain .js files keep import-x's.
    files: ['**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'off', 'local/no-import-cycle': 'error' },
  },
  {
    // An issue number cannot be opened from the repository; a comment cites the docs section or ADR instead.
    files: ['{src,tests,scripts}/**/*.{ts,tsx,js}', '*.{ts,js}'],
    rules: { 'local/no-issue-citation': 'error' },
  },
  {
    // vitest's asymmetric matchers (expect.any, expect.stringContaining) are typed `any` by design.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts', 'src/domain/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: bareSpecifierOtherThan(DOMAIN_PACKAGES),
              message: 'src/domain is pure: it may import only zod and libphonenumber-js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.test.ts', 'src/domain/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: bareSpecifierOtherThan([...DOMAIN_PACKAGES, ...DOMAIN_TEST_PACKAGES]),
              message: 'Domain tests may import only zod, vitest and fast-check.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Relative paths may not leave a layer: domain imports nothing else of src; server and web never meet.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: COMMON_ZONES,
        },
      ],
    },
  },
  {
    // The server's map, on top of the zones every file has (the rule's options replace, so both are listed).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...COMMON_ZONES, ...SERVER_ZONES] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-router'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', 'pg', 'drizzle-orm*', 'nodemailer', 'pg-boss'],
              message: 'The web app never imports the server or Node APIs.',
            },
          ],
        },
      ],
    },
  },
);
