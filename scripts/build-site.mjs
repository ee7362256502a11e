// `npm run build`: builds the static site from a running CMS into a new release (var/site/current).
import { loadEnv } from '../server/env.mjs';
import { buildRelease } from '../server/site-build.mjs';

const release = await buildRelease(loadEnv());
console.log(`Built ${release}`);
