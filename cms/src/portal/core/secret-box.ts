/**
 * Encryption at rest of small server secrets (the staff's TOTP seeds): AES-256-GCM under the
 * key TOTP_ENCRYPTION_KEY (64 hex characters), or, when it is empty, a key derived (HKDF-SHA256)
 * from Strapi's ENCRYPTION_KEY, which a production start requires. A value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url); a database dump alone does not reveal the seeds.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function key(env: NodeJS.ProcessEnv = process.env): Buffer {
  const own = (env.TOTP_ENCRYPTION_KEY ?? '').trim();
  if (own) {
    if (!/^[0-9a-fA-F]{64}$/.test(own)) throw new Error('TOTP_ENCRYPTION_KEY must be 64 hexadecimal characters');
    return Buffer.from(own, 'hex');
  }
  const base = (env.ENCRYPTION_KEY ?? '').trim();
  if (!base) throw new Error('TOTP_ENCRYPTION_KEY or ENCRYPTION_KEY must be set to store second-factor secrets');
  return Buffer.from(hkdfSync('sha256', base, 'necta-portal', 'totp-secret-v1', 32));
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function open(sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
