/**
 * The CMS's own body limits (security review, second round, item 7), proven straight against the
 * CMS — not through the web server's proxy: JSON, form and text bodies stop at 1 MB, the files of
 * one multipart body at 15 MB in all, and at most 30 files; each refusal is a 413 with a
 * Portuguese message, and bodies inside the limits still reach the route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from './helpers/cms';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
}, 120_000);
afterAll(async () => {
  await cms?.stop();
});

async function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(`/api${path}`, cms.url), { method: 'POST', headers, body });
  const text = await res.text();
  let json: { error?: { message?: string } } | null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, message: json?.error?.message };
}

const LOGIN = '/portal/auth/local';

function form(files: number, bytesEach: number) {
  const body = new FormData();
  for (let i = 0; i < files; i++) body.append('files', new Blob([new Uint8Array(bytesEach)]), `arquivo-${i}.pdf`);
  return body;
}

describe('the CMS refuses large bodies itself, with 413 and a Portuguese message', () => {
  it('a JSON body over 1 MB is refused; one under 1 MB reaches the route', async () => {
    const big = JSON.stringify({ identifier: 'x@test.local', password: 'a'.repeat(1024 * 1024 + 10) });
    expect(await post(LOGIN, big, { 'content-type': 'application/json' })).toEqual({
      status: 413,
      message: 'Os dados enviados passam do tamanho permitido (1 MB).',
    });
    const small = JSON.stringify({ identifier: 'x@test.local', password: 'a'.repeat(900 * 1024) });
    expect((await post(LOGIN, small, { 'content-type': 'application/json' })).status).not.toBe(413);
  });

  it('a form or text body over 1 MB is refused with the same message', async () => {
    const formBody = `identifier=x&password=${'a'.repeat(1024 * 1024 + 10)}`;
    expect(await post(LOGIN, formBody, { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 413,
      message: 'Os dados enviados passam do tamanho permitido (1 MB).',
    });
    expect(await post(LOGIN, 'a'.repeat(1024 * 1024 + 10), { 'content-type': 'text/plain' })).toEqual({
      status: 413,
      message: 'Os dados enviados passam do tamanho permitido (1 MB).',
    });
  });

  it('files over 15 MB in all are refused; 14 MB in three files reach the route', async () => {
    expect(await post('/batch', form(1, 16 * 1024 * 1024))).toEqual({
      status: 413,
      message: 'Os arquivos enviados passam do tamanho permitido (15 MB no total).',
    });
    expect(await post('/batch', form(2, 8 * 1024 * 1024))).toEqual({
      status: 413,
      message: 'Os arquivos enviados passam do tamanho permitido (15 MB no total).',
    });
    const inside = await post('/batch', form(3, (14 * 1024 * 1024) / 3));
    expect(inside.status).toBe(401);
  });

  it('more than 30 files in one body are refused; 30 reach the route', async () => {
    expect(await post('/batch', form(31, 10))).toEqual({
      status: 413,
      message: 'Foram enviados arquivos demais de uma vez (no máximo 30).',
    });
    expect((await post('/batch', form(30, 10))).status).toBe(401);
  });
});
