import { defineConfig } from '@lingui/cli';

/** The customer side of the web app in English (the spec's own words) and Spanish (ADR 0603). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: [
        '<rootDir>/src/web/app',
        '<rootDir>/src/web/components',
        '<rootDir>/src/web/features/landing',
        '<rootDir>/src/web/features/order',
        '<rootDir>/src/web/features/status',
        '<rootDir>/src/web/lib',
        '<rootDir>/src/web/i18n',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
});
