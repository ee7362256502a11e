// `npm run openapi`: writes docs/openapi.json, the OpenAPI 3.1 document of the portal API,
// generated from the endpoint table (cms/src/domain/endpoints) by cms/src/portal/core/openapi.ts
// — the same document the CMS serves at GET /api/openapi.json. It runs the compiled CMS
// (tools/cms-dist.mjs, the compile the tests share). Run it after changing a route, a body
// schema or an answer schema, and commit the file (tests/unit/openapi.test.ts compares them).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileCms } from '../tools/cms-dist.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { distDir } = await compileCms();
const { openApiDocument } = createRequire(import.meta.url)(path.join(distDir, 'src/portal/core/openapi.js'));
const target = path.join(root, 'docs/openapi.json');
fs.writeFileSync(target, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`wrote ${path.relative(root, target)}`);
