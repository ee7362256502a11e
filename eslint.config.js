import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'var/',
      '.astro/',
      'node_modules/',
      'cms/dist/',
      'cms/.strapi/',
      'cms/types/',
      'cms/build/',
      'cms/.tmp/',
      'cms/public/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The layout's directions (docs/architecture.md "Layout"): shared code never reaches into the client area,
  // features never import each other, pure rules stay pure, and nothing imports in a circle.
  {
    files: ['src/**/*.{ts,tsx,astro,mjs}', 'cms/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'cms/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layoutZones() }],
    },
  },
  // The chart library (ApexCharts: a commercial licence above US$ 2M yearly revenue) stays behind
  // one module, so it can be swapped: src/components/ui/chart/.
  {
    files: ['src/**/*.{ts,tsx,astro,mjs}'],
    ignores: ['src/components/ui/chart/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['apexcharts', 'apexcharts/*', 'react-apexcharts', 'react-apexcharts/*'],
              message: 'Charts are drawn through ~/components/ui/chart (the one module that knows the chart library).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['cms/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@strapi/*', 'koa', 'koa-*', 'react', 'react-dom', 'react/*', 'astro', 'astro:*'],
              message: 'cms/src/domain holds pure rules: no framework imports.',
            },
          ],
        },
      ],
    },
  },
);

/** Which folders may not import which (import-x/no-restricted-paths). */
function layoutZones() {
  const features = fs
    .readdirSync(new URL('./src/area-cliente/features', import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    {
      target: ['./src/islands', './src/components', './src/lib', './src/blocks', './src/layouts'],
      from: './src/area-cliente',
      message: 'Shared and public code must not import the client area.',
    },
    ...features.map((feature) => ({
      target: `./src/area-cliente/features/${feature}`,
      from: './src/area-cliente/features',
      except: [`./${feature}`],
      message: 'Client-area features never import each other: move shared code to src/components/ui or src/lib.',
    })),
    { target: './src/lib', from: './src/components', message: 'src/lib is browser and server helpers: no UI components.' },
    {
      target: './src',
      from: './cms/src',
      except: ['./domain'],
      message: 'The site reaches the CMS code only through cms/src/domain (@domain).',
    },
    {
      target: './cms/src/domain',
      from: ['./cms/src/portal', './cms/src/api', './cms/src/bootstrap', './cms/src/seed', './src'],
      message: 'Pure rules import nothing of the server or the site.',
    },
    { target: './cms/src/portal', from: './cms/src/api', message: 'Use cases do not import route files or controllers.' },
  ];
}
