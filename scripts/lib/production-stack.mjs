// The environment of a throwaway stack started as `npm start` runs it (NODE_ENV=production), for
// the profiling scripts: the stack's folder and ports (tools/throwaway-stack.mjs stackEnv), the
// shared CMS compile, and random secrets in place of the test stacks' published ones (the
// production guard refuses known ones).
import crypto from 'node:crypto';
import path from 'node:path';
import { compileCms } from '../../tools/cms-dist.mjs';
import { root } from '../../server/env.mjs';
import { stackEnv } from '../../tools/throwaway-stack.mjs';

/**
 * @param {string} work the stack's folder
 * @param {{ cmsPort: number; sitePort: number }} ports
 * @returns {Promise<Record<string, string>>}
 */
export async function productionStackEnv(work, ports) {
  const env = stackEnv(work, ports);
  env.CMS_DIST_DIR = (await compileCms()).distDir;
  env.SITE_CONTENT_DIR = path.join(root, 'site');
  env.NODE_ENV = 'production';
  for (const key of [
    'API_TOKEN_SALT',
    'ADMIN_JWT_SECRET',
    'TRANSFER_TOKEN_SALT',
    'JWT_SECRET',
    'CMS_READ_TOKEN',
    'REBUILD_SECRET',
    'PREVIEW_SECRET',
  ])
    env[key] = crypto.randomBytes(24).toString('hex');
  env.APP_KEYS = `${crypto.randomBytes(16).toString('hex')},${crypto.randomBytes(16).toString('hex')}`;
  env.ENCRYPTION_KEY = crypto.randomBytes(16).toString('hex');
  env.CONNECTION_VERIFY_KEY = crypto.randomBytes(32).toString('hex');
  return env;
}
