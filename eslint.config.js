import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** The portal's shared plumbing (docs/server-core.md): every domain may import these folders. */
const PORTAL_SHARED = ['core', 'jobs', 'notifications'];

/**
 * The one crossing kept on purpose (docs/server-core.md, "Zones"): the test factories make rows
 * of every domain (tests/support/factories.ts calls them through the test-only routes), so they
 * read the content-type names and keys of the domains whose rows they make.
 */
const PORTAL_CROSSINGS = {
  'test-support': [
    './consumption/store.ts',
    './privacy/store.ts',
    './service/store.ts',
    './insights/interruptions/store.ts',
    './contract-accounting/store.ts',
  ],
};

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
  // React code (docs/architecture.md, "Client-area kernel"): the rules of hooks and accessible JSX.
  {
    files: ['src/**/*.tsx', 'tests/component/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...reactHooks.configs.flat.recommended.plugins, ...jsxA11y.flatConfigs.recommended.plugins },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Off: islands are server-rendered and read browser-only state (storage, location, clock) in an effect after hydration.
      'react-hooks/set-state-in-effect': 'off',
      // Off: the latest-value ref (`ref.current = prop` in render) and the one-time store seeding before hydration are deliberate.
      'react-hooks/refs': 'off',
      // A scrollable region (role="region" with a name) is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      // A label may wrap its control with the text a few elements deep (a radio card's address and details).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  // Browser tests take `test` and `expect` from tests/e2e/fixtures.ts, whose automatic fixtures
  // (the JWT guard above all) then run in every test (docs/test-rules.md).
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import `test` and `expect` from tests/e2e/fixtures.ts (the JWT guard runs only through its `test`).',
            },
          ],
        },
      ],
    },
  },
  // Product and tooling apart (docs/testing.md, "Stacks"): the tests start stacks through tools/,
  // never through scripts/; scripts, tools and the web server never import the tests.
  {
    files: ['tests/**/*.{ts,tsx,mjs}', 'scripts/**/*.mjs', 'tools/**/*.mjs', 'server/**/*.mjs'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './tests', from: './scripts', message: 'Tests start stacks through tools/ (throwaway-stack.mjs), never scripts/.' },
            {
              target: ['./scripts', './tools', './server'],
              from: './tests',
              message: 'scripts/, tools/ and server/ never import the tests.',
            },
          ],
        },
      ],
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
              group: ['chartist', 'chartist/*'],
              message: 'Charts are drawn through ~/components/ui/chart (the one module that knows the chart library).',
            },
          ],
          // The browser imports its domain's endpoint file: the table's index brings every domain into the bundle.
          paths: [
            {
              name: '@domain/endpoints',
              message: 'Import the domain file (@domain/endpoints/invoices), not the endpoint table index (docs/architecture.md, call()).',
            },
            {
              name: '@domain/endpoints/index',
              message: 'Import the domain file (@domain/endpoints/invoices), not the endpoint table index (docs/architecture.md, call()).',
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
    ...portalZones(),
  ];
}

/**
 * The portal's zones: a domain (`cms/src/portal/<domain>`) imports its own folder, the shared
 * plumbing and `cms/src/domain`, never another domain's modules; core, jobs and notifications
 * import no domain (core imports only itself); a route folder (`cms/src/api/<domain>`) reaches
 * only its own portal domain and core.
 */
function portalZones() {
  const folders = (dir) =>
    fs
      .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  const domains = folders('./cms/src/portal').filter((name) => !PORTAL_SHARED.includes(name));
  const routes = folders('./cms/src/api');
  /** The portal domain a route folder calls, where the names differ. */
  const portalOf = { notification: 'notifications', auth: ['auth', 'administration'] };
  return [
    ...domains.map((domain) => ({
      target: `./cms/src/portal/${domain}`,
      from: './cms/src/portal',
      except: [`./${domain}`, ...PORTAL_SHARED.map((name) => `./${name}`), ...(PORTAL_CROSSINGS[domain] ?? [])],
      message:
        'A portal domain imports core, jobs, notifications and cms/src/domain, never another domain: move what both need to portal/core.',
    })),
    {
      target: './cms/src/portal/core',
      from: './cms/src/portal',
      except: ['./core'],
      message: 'portal/core is the plumbing every domain uses: it imports no domain.',
    },
    ...['jobs', 'notifications'].map((shared) => ({
      target: `./cms/src/portal/${shared}`,
      from: './cms/src/portal',
      except: [`./${shared}`, './core'],
      message: `portal/${shared} is shared by every domain: it imports only core.`,
    })),
    ...routes.map((route) => ({
      target: `./cms/src/api/${route}`,
      from: './cms/src/portal',
      except: [...[portalOf[route] ?? route].flat().map((name) => `./${name}`), './core'],
      message: 'A route folder calls its own portal domain (and core) only.',
    })),
  ];
}
