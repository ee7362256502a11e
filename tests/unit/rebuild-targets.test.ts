import { describe, expect, it } from 'vitest';
import { rebuildTargets } from '../../cms/src/domain/site-build';

describe('SITE_REBUILD_URL: the web instances the CMS tells to rebuild', () => {
  it('is one URL, or several separated by commas (spaces and empty parts ignored)', () => {
    expect(rebuildTargets('http://127.0.0.1:5321/__rebuild')).toEqual(['http://127.0.0.1:5321/__rebuild']);
    expect(rebuildTargets(' http://10.0.0.1:5321/__rebuild , http://10.0.0.2:5321/__rebuild,')).toEqual([
      'http://10.0.0.1:5321/__rebuild',
      'http://10.0.0.2:5321/__rebuild',
    ]);
  });

  it('is none when unset or empty (no webhook)', () => {
    expect(rebuildTargets(undefined)).toEqual([]);
    expect(rebuildTargets('')).toEqual([]);
    expect(rebuildTargets(' , ')).toEqual([]);
  });
});
