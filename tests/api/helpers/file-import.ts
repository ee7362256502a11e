/**
 * The file imports the API tests send (the dashboard's daily and hourly data): the file as the
 * multipart field `files` to `POST /api/<path>`, then the queued batch read at `GET /api/<path>/:id`
 * until its job ends; the CMS they run against, with who sends and who reads.
 */
import { expect } from 'vitest';
import type { BatchView } from '@domain/batches/types';
import { createStaff } from '../../support/factories';
import { call, tokenFor } from '../auth-support';
import { startCms, type RunningCms } from './cms';

/** A CMS with a gas programmer (who sends the files) and an administrator (who reads every batch), signed in. */
export async function startWithImporters(): Promise<{ cms: RunningCms; programmer: string; admin: string }> {
  const cms = await startCms();
  const staff = await createStaff(cms, { role: 'gas-programmer' });
  const programmer = await tokenFor(cms, staff.user.email, staff.user.password!);
  const boss = await createStaff(cms, { role: 'admin' });
  const admin = await tokenFor(cms, boss.user.email, boss.user.password!);
  return { cms, programmer, admin };
}

/** POSTs `data` as the file `name` (with `token`'s bearer, none when null); the status and JSON body. */
export async function postFile(cms: RunningCms, path: string, data: Buffer | string, name: string, token: string | null) {
  const form = new FormData();
  form.append('files', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  const res = await fetch(new URL(`/api/${path}`, cms.url), {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Reads batch `id` at `/api/<path>/:id` every 250 ms until it is PROCESSED or ERROR (100 s at most). */
export async function settledBatch(cms: RunningCms, path: string, id: number, token: string): Promise<BatchView> {
  for (let i = 0; i < 400; i++) {
    const res = await call(cms, 'GET', `/${path}/${id}`, { token });
    expect(res.status).toBe(200);
    const batch = res.body.data as BatchView;
    if (batch.status === 'PROCESSED' || batch.status === 'ERROR') return batch;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`batch ${id} did not finish`);
}
