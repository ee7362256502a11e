/**
 * Global setup of the API projects (vitest.config.ts), once per run: compile the CMS once
 * (tools/cms-dist.mjs) and seed ONE template database by starting a CMS on it; every
 * test file then starts its own CMS from that build on a copy of the template
 * (helpers/cms.ts). The template is removed at the end of the run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { compileCms } from '../../../tools/cms-dist.mjs';
import { freePort, launchCms, pgAdmin, pgDatabaseUrl, testCmsEnv } from './cms';

const root = path.resolve(import.meta.dirname, '../../..');

export default async function setup(project: TestProject) {
  const started = Date.now();
  const { distDir, compiled, ms: compileMs } = await compileCms();
  const runId = `${Date.now().toString(36)}_${process.pid}_${crypto.randomBytes(2).toString('hex')}`;
  const work = path.join(root, 'var/test-cms', runId);
  fs.mkdirSync(work, { recursive: true });
  const usePg = project.config.env?.API_DB === 'postgres' && process.env.TEST_DATABASE_URL;
  const baseUrl = process.env.TEST_DATABASE_URL ?? '';
  const pgTemplate = usePg ? `portal_template_${runId}`.toLowerCase() : undefined;
  const sqliteTemplate = usePg ? undefined : path.join(work, 'template.db');
  if (pgTemplate) await pgAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${pgTemplate}`));

  const seedStarted = Date.now();
  try {
    const cms = await launchCms(
      testCmsEnv({
        CMS_PORT: String(await freePort()),
        CMS_DIST_DIR: distDir,
        CMS_READ_TOKEN: crypto.randomBytes(24).toString('hex'),
        MAIL_OUTBOX_DIR: path.join(work, 'outbox'),
        DATABASE_FILENAME: sqliteTemplate ?? path.join(work, 'unused.db'),
        DATABASE_URL: pgTemplate ? pgDatabaseUrl(baseUrl, pgTemplate) : '',
      }),
    );
    await cms.stop();
  } catch (error) {
    if (pgTemplate) await pgAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`));
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
  const seedMs = Date.now() - seedStarted;
  console.log(
    `[${project.name}] CMS ${compiled ? 'compiled' : 'build reused'} in ${(compileMs / 1000).toFixed(1)} s, ` +
      `template database seeded in ${(seedMs / 1000).toFixed(1)} s (setup ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  project.provide('cmsDistDir', distDir);
  project.provide('cmsTemplate', pgTemplate ? { postgres: pgTemplate } : { sqlite: sqliteTemplate! });

  return async () => {
    if (pgTemplate) await pgAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`));
    fs.rmSync(work, { recursive: true, force: true });
  };
}
