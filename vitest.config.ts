import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@domain': fileURLToPath(new URL('./cms/src/domain', import.meta.url)) };
const apiProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env,
    // Each file starts its own Strapi; two cores do not run two at once well.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      apiProject('api', { API_DB: 'sqlite' }),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', { API_DB: 'postgres' })] : []),
    ],
  },
});
