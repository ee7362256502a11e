import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@domain': fileURLToPath(new URL('./cms/src/domain', import.meta.url)),
  '~': fileURLToPath(new URL('./src', import.meta.url)),
};
// `.only` never passes unnoticed in CI (CI=true, .ci/run), and no test is retried: a test that
// needs a second try fails the run (scripts/test.mjs).
const guards = { allowOnly: !process.env.CI, retry: 0 };
// Coverage of `npm run coverage` (unit and component tests), percent rounded down, as measured
// when set (docs/testing.md, "Coverage"): raise with the level, never lower.
const COVERAGE_DOMAIN = { statements: 88, branches: 80, functions: 86, lines: 92 };
const COVERAGE_LIB = { statements: 69, branches: 55, functions: 67, lines: 71 };

const apiProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env,
    ...guards,
    // Compiles the CMS once and seeds one template database for the whole run; each file then
    // starts its own Strapi on a copy of it (tests/api/helpers/cms.ts).
    globalSetup: ['tests/api/helpers/global-setup.ts'],
    // Each file starts its own Strapi; two cores do not run two at once well.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});

export default defineConfig({
  test: {
    ...guards,
    // `npm run coverage`: the pure rules and the shared browser code, held at the level they have
    // (docs/testing.md, "Coverage"); raise a threshold when tests raise the level, never lower it.
    coverage: {
      provider: 'v8',
      include: ['cms/src/domain/**/*.ts', 'src/lib/**/*.{ts,mjs}'],
      exclude: ['**/*.d.ts', '**/*.d.mts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'var/coverage',
      reportOnFailure: true,
      thresholds: {
        'cms/src/domain/**/*.ts': COVERAGE_DOMAIN,
        'src/lib/**/*.{ts,mjs}': COVERAGE_LIB,
      },
    },
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', ...guards } },
      // React screens in jsdom with Testing Library; the network is each test's own fetch handler
      // (tests/component/helpers/network.ts).
      {
        resolve: { alias },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://portal.test/area-cliente/' } },
          setupFiles: ['tests/component/setup.ts'],
          ...guards,
        },
      },
      apiProject('api', { API_DB: 'sqlite' }),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', { API_DB: 'postgres' })] : []),
      // Load and faults against whole stacks (tests/resilience): each file starts the processes it
      // kills, restarts or doubles, one file at a time.
      {
        resolve: { alias },
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          environment: 'node',
          ...guards,
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
