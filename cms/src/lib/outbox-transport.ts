import fs from 'node:fs';
import path from 'node:path';

interface MailMessage {
  createReadStream(): NodeJS.ReadableStream;
  messageId(): string;
}
type Done = (err: Error | null, info?: { envelope: unknown; messageId: string; path: string }) => void;

/** Resolves the outbox folder against the repository root (one level above cms/). */
export function outboxDir(dir: string): string {
  const cmsRoot = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..');
  return path.resolve(cmsRoot, '..', dir);
}

/**
 * A nodemailer transport object (nodemailer accepts one in createTransport) that stores
 * each message as RFC 822 text in `<dir>/<timestamp>-<id>.eml`. The message is streamed into
 * `<file>.part` and renamed when whole, so a reader of the folder never finds half a message
 * (a test that saw the headers of an e-mail whose body was still being written failed in CI).
 */
export function outboxTransport(dir: string) {
  const target = outboxDir(dir);
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: { message: MailMessage; data: { envelope?: unknown } }, done: Done) {
      fs.mkdirSync(target, { recursive: true });
      const id = mail.message.messageId().replace(/[^a-zA-Z0-9.-]/g, '');
      const file = path.join(target, `${Date.now()}-${id}.eml`);
      const part = `${file}.part`;
      const out = fs.createWriteStream(part);
      mail.message
        .createReadStream()
        .pipe(out)
        .on('finish', () =>
          fs.rename(part, file, (err) => (err ? done(err) : done(null, { envelope: mail.data.envelope, messageId: id, path: file }))),
        )
        .on('error', (err: Error) => done(err));
    },
  };
}
