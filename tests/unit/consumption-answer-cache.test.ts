/**
 * The kept answers of the programmer's dashboards (cms/src/portal/consumption/answer-cache.ts):
 * an answer is served again only for the revision it was computed under; concurrent reads of one
 * being computed share that computation; a refusal is not kept; the bound drops the oldest; and
 * which database writes bump the revision.
 */
import { describe, expect, it } from 'vitest';
import { changesConsumption } from '../../cms/src/portal/consumption/answer-cache';
import { AnswerCache } from '../../cms/src/portal/core/answer-cache';

const counting = () => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: (value: string) => async () => ((calls += 1), { value }),
  };
};

describe('AnswerCache', () => {
  it('serves an answer again for the same revision, and computes again for another', async () => {
    const cache = new AnswerCache(10);
    const c = counting();
    expect(await cache.answer('daily', '7', c.compute('a'))).toEqual({ value: 'a' });
    expect(await cache.answer('daily', '7', c.compute('b'))).toEqual({ value: 'a' });
    expect(c.calls).toBe(1);
    expect(await cache.answer('daily', '8', c.compute('c'))).toEqual({ value: 'c' });
    expect(c.calls).toBe(2);
    // The revision does not go back to an answer it replaced.
    expect(await cache.answer('daily', '7', c.compute('d'))).toEqual({ value: 'd' });
    expect([cache.hits, cache.misses]).toEqual([1, 3]);
  });

  it('lets concurrent reads wait for the one computation under way', async () => {
    const cache = new AnswerCache(10);
    let release!: (v: { value: string }) => void;
    let calls = 0;
    const slow = () => ((calls += 1), new Promise<{ value: string }>((resolve) => (release = resolve)));
    const reads = [cache.answer('top', '1', slow), cache.answer('top', '1', slow), cache.answer('top', '1', slow)];
    release({ value: 'ranked' });
    expect(await Promise.all(reads)).toEqual([{ value: 'ranked' }, { value: 'ranked' }, { value: 'ranked' }]);
    expect(calls).toBe(1);
  });

  it('keeps no refusal: the next read computes again', async () => {
    const cache = new AnswerCache(10);
    const refused = () => Promise.reject(new Error('Data inválida.'));
    await expect(cache.answer('graph', '1', refused)).rejects.toThrow('Data inválida.');
    expect(cache.size).toBe(0);
    expect(await cache.answer('graph', '1', async () => 'ok')).toBe('ok');
  });

  it('holds at most its bound, dropping the oldest; a bound of 0 keeps nothing', async () => {
    const cache = new AnswerCache(2);
    for (const key of ['a', 'b', 'c']) await cache.answer(key, '1', async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.answer('a', '1', async () => 'a again')).toBe('a again');
    const off = new AnswerCache(0);
    await off.answer('a', '1', async () => 1);
    expect(await off.answer('a', '1', async () => 2)).toBe(2);
    expect(off.size).toBe(0);
  });
});

describe('which writes bump the revision', () => {
  it('every write (its before and after events) on the consumption tables and on contracts; nothing else', () => {
    for (const uid of [
      'api::consumption.consumption-programming',
      'api::consumption.measured-consumption',
      'api::consumption.industrial-contract',
      'api::consumption.axis-day',
      'api::consumption.axis',
      'api::contract.contract',
    ])
      for (const write of ['Create', 'CreateMany', 'Update', 'UpdateMany', 'Delete', 'DeleteMany'])
        for (const when of ['before', 'after'])
          expect(changesConsumption({ action: `${when}${write}`, model: { uid } }), `${uid} ${when}${write}`).toBe(true);
    for (const read of ['beforeFindMany', 'afterFindMany', 'afterFindOne', 'beforeCount'])
      expect(changesConsumption({ action: read, model: { uid: 'api::consumption.consumption-programming' } })).toBe(false);
    expect(changesConsumption({ action: 'afterUpdate', model: { uid: 'api::consumption.data-revision' } })).toBe(false);
    expect(changesConsumption({ action: 'afterUpdate', model: { uid: 'api::auth.portal-session' } })).toBe(false);
  });
});
