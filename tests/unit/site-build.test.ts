import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { combineStatuses, rebuildsSite, statusUrlOf } from '../../cms/src/domain/site-build';
import { failureOf, readLastBuild, writeLastBuild } from '../../server/build-state.mjs';

const settings = { uid: 'api::site-setting.site-setting', draftAndPublish: false, siteContent: true };
const page = { uid: 'api::page.page', draftAndPublish: true, siteContent: true };
const contract = { uid: 'api::contract.contract', draftAndPublish: false, siteContent: false };

describe('which changes rebuild the site (docs/cms-admin.md, "The site\'s build")', () => {
  it('rebuilds when site content without draft & publish is saved (site settings, categories, cities)', () => {
    expect(rebuildsSite('entry.update', settings)).toBe(true);
    expect(rebuildsSite('entry.create', { ...settings, uid: 'api::news-category.news-category' })).toBe(true);
    expect(rebuildsSite('entry.update', { ...settings, uid: 'api::city.city' })).toBe(true);
  });

  it('does not rebuild when a draft is saved: only publishing changes the site', () => {
    expect(rebuildsSite('entry.create', page)).toBe(false);
    expect(rebuildsSite('entry.update', page)).toBe(false);
    expect(rebuildsSite('entry.publish', page)).toBe(true);
    expect(rebuildsSite('entry.unpublish', page)).toBe(true);
    expect(rebuildsSite('entry.delete', page)).toBe(true);
  });

  it("never rebuilds for the portal's own data being saved, nor for types outside the CMS's api", () => {
    expect(rebuildsSite('entry.create', contract)).toBe(false);
    expect(rebuildsSite('entry.update', contract)).toBe(false);
    expect(rebuildsSite('entry.update', { uid: 'plugin::users-permissions.user', draftAndPublish: false, siteContent: false })).toBe(false);
    expect(rebuildsSite('entry.publish', { uid: 'plugin::upload.file', draftAndPublish: false, siteContent: false })).toBe(false);
  });

  it('rebuilds when a medium is changed or deleted', () => {
    expect(rebuildsSite('media.update', { draftAndPublish: false, siteContent: false })).toBe(true);
    expect(rebuildsSite('media.delete', { draftAndPublish: false, siteContent: false })).toBe(true);
  });
});

describe('the web instances as the admin reads them', () => {
  it('finds each instance status beside its rebuild URL', () => {
    expect(statusUrlOf('http://127.0.0.1:5321/__rebuild')).toBe('http://127.0.0.1:5321/__status');
    expect(statusUrlOf('http://10.0.0.2:5321/interno/__rebuild')).toBe('http://10.0.0.2:5321/interno/__status');
  });

  it('shows a failed build of any instance before an ok one, and the newest of each', () => {
    const ok = { at: '2026-11-28T12:10:00.000Z', ok: true };
    const failedEarly = { at: '2026-11-28T12:00:00.000Z', ok: false, page: '/a' };
    const failedLate = { at: '2026-11-28T12:05:00.000Z', ok: false, page: '/b' };
    expect(combineStatuses([{ lastBuild: ok }, { lastBuild: failedEarly }, { lastBuild: failedLate }]).lastBuild).toEqual(failedLate);
    expect(combineStatuses([{ lastBuild: { ...ok, at: '2026-11-28T11:00:00.000Z' } }, { lastBuild: ok }]).lastBuild).toEqual(ok);
  });

  it('is unreachable when no instance answers, and building when one builds', () => {
    expect(combineStatuses([null, null])).toEqual({ reachable: false, building: false, lastBuild: null });
    expect(combineStatuses([null, { building: true, lastBuild: null }])).toEqual({ reachable: true, building: true, lastBuild: null });
  });
});

describe("a failed build's message, as the admin shows it", () => {
  it('names the page, the block and the reason of a malformed block (src/lib/block-validation.ts)', () => {
    const log =
      'site build failed (1)\n\u001b[31m[ERROR]\u001b[39m [LoaderError] Page "/para-sua-casa", block #3 "marketing-banner" is malformed: Titulo: Required; Link: Invalid url\n    at validateBlocks (file.mjs:1:1)';
    expect(failureOf(log)).toEqual({
      page: '/para-sua-casa',
      blockNumber: 3,
      block: 'marketing-banner',
      reason: 'Titulo: Required; Link: Invalid url',
    });
  });

  it('gives the first error line when no block is named', () => {
    const log =
      'site build failed (1)\n12:00 [build] collecting\nError: CMS unreachable at http://127.0.0.1:1337 (fetch failed)\n    at x (y:1:1)';
    expect(failureOf(log)).toEqual({
      page: null,
      block: null,
      blockNumber: null,
      reason: 'Error: CMS unreachable at http://127.0.0.1:1337 (fetch failed)',
    });
  });

  it('is kept beside the releases and read back; a missing or broken file reads as no build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
    try {
      expect(readLastBuild(dir)).toBeNull();
      writeLastBuild(dir, { at: '2026-11-28T12:00:00.000Z', ok: true, release: 'release-1' });
      expect(readLastBuild(dir)).toEqual({ at: '2026-11-28T12:00:00.000Z', ok: true, release: 'release-1' });
      fs.writeFileSync(path.join(dir, 'last-build.json'), '{');
      expect(readLastBuild(dir)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
