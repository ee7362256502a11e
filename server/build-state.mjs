// @ts-check
// The last build of the static site as the editors see it in the admin (docs/cms-admin.md, "The
// site's build"): when it ended, ok or failed and, on failure, which page and block broke and why.
// Kept beside the releases (last-build.json) so a restarted web server still reports it, and
// answered on the internal listener's /__status, where the CMS reads it.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{
 *   at: string;
 *   ok: boolean;
 *   release?: string | null;
 *   page?: string | null;
 *   block?: string | null;
 *   blockNumber?: number | null;
 *   reason?: string | null;
 * }} LastBuild
 */

// src/lib/block-validation.ts names the page and the block that broke a build in this form.
const MALFORMED_BLOCK = /Page "([^"]*)", block #(\d+) "([^"]*)" is malformed: ([^\n]+)/;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const REASON_MAX = 400;

/**
 * What a failed build's message says about the failure: the page, the block (its position and
 * name) and the reason when a block was malformed; otherwise the first error line of the log.
 * @param {string} message
 * @returns {{ page: string | null; block: string | null; blockNumber: number | null; reason: string }}
 */
export function failureOf(message) {
  const text = String(message ?? '').replace(ANSI, '');
  const malformed = MALFORMED_BLOCK.exec(text);
  if (malformed)
    return {
      page: malformed[1] ?? null,
      blockNumber: Number(malformed[2]),
      block: malformed[3] ?? null,
      reason: (malformed[4] ?? '').trim().slice(0, REASON_MAX),
    };
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  const errorLine = lines.find((line) => /error|unreachable|failed/i.test(line) && !/^site build failed \(\d+\)$/.test(line));
  return { page: null, block: null, blockNumber: null, reason: (errorLine ?? lines[0] ?? 'falha desconhecida').slice(0, REASON_MAX) };
}

/** The file of the last build, beside the releases. @param {string} releases */
export const buildStateFile = (releases) => path.join(releases, 'last-build.json');

/**
 * @param {string} releases
 * @returns {LastBuild | null}
 */
export function readLastBuild(releases) {
  try {
    const state = JSON.parse(fs.readFileSync(buildStateFile(releases), 'utf8'));
    return state && typeof state.at === 'string' && typeof state.ok === 'boolean' ? state : null;
  } catch {
    return null;
  }
}

/**
 * Written to a temporary file and renamed: a reader never sees half of it.
 * @param {string} releases
 * @param {LastBuild} state
 */
export function writeLastBuild(releases, state) {
  fs.mkdirSync(releases, { recursive: true });
  const tmp = `${buildStateFile(releases)}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state));
  fs.renameSync(tmp, buildStateFile(releases));
}
