/**
 * The development/test mail outbox (cms/src/lib/outbox-transport.ts): a message appears in the
 * folder as a `.eml` file only once it is whole, so a reader polling the folder never reads the
 * headers of an e-mail whose body is still being written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxTransport } from '../../cms/src/lib/outbox-transport';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A message whose text arrives in two parts, the second only when `release` is called. */
function slowMessage() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const stream = new Readable({ read() {} });
  stream.push('From: Necta <nao-responda@necta.local>\r\nSubject: Sua fatura\r\n\r\n');
  void released.then(() => {
    stream.push('Sua nova fatura chegou.\r\n');
    stream.push(null);
  });
  return { message: { createReadStream: () => stream, messageId: () => '<abc@necta.local>' }, release };
}

describe('the mail outbox', () => {
  it('shows a message as .eml only when its whole text is written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(dir);
    const transport = outboxTransport(dir);
    const { message, release } = slowMessage();
    const sent = new Promise<{ path: string }>((resolve, reject) =>
      transport.send({ message, data: {} }, (err, info) => (err ? reject(err) : resolve(info as { path: string }))),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))).toEqual([]);
    release();
    const info = await sent;
    const files = fs.readdirSync(dir);
    expect(files.filter((f) => f.endsWith('.eml'))).toEqual([path.basename(info.path)]);
    expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
    expect(fs.readFileSync(info.path, 'utf8')).toBe(
      'From: Necta <nao-responda@necta.local>\r\nSubject: Sua fatura\r\n\r\nSua nova fatura chegou.\r\n',
    );
  });
});
