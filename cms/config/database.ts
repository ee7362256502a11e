import path from 'node:path';

/**
 * SQLite file by default (zero set-up); PostgreSQL when DATABASE_URL is set.
 * Paths are relative to the cms/ folder, whether running from source or from dist/.
 */
export default ({ env }: { env: any }) => {
  const url: string = env('DATABASE_URL', '');
  if (url.startsWith('postgres')) {
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString: url, schema: env('DATABASE_SCHEMA', 'public') },
        pool: { min: 0, max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60000,
      },
    };
  }
  const cmsRoot = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../..' : '..');
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(cmsRoot, env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};
