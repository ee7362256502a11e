/**
 * The verification answer's `internalCode` (spec 04 §3, §4.3): AES-256-GCM over the JSON
 * `{ "realData": n }`, as `{ iv: base64 of 12 random bytes, data: base64 of ciphertext + 16-byte tag }`.
 * The CMS encodes it with CONNECTION_VERIFY_KEY (64 hex characters = 32 bytes); the web server
 * decodes it with the same key and gives the island only `realData` — the key never reaches a
 * browser. WebCrypto only (`globalThis.crypto.subtle`), so the same module runs in the CMS and in
 * the Astro server.
 */
import { REAL_DATA, type RealData } from './constants';

export interface InternalCode {
  iv: string;
  data: string;
}

export interface VerifyPayload {
  realData: RealData;
}

const IV_BYTES = 12;
const TAG_BITS = 128;
const KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

/** True for a usable CONNECTION_VERIFY_KEY: 64 hexadecimal characters. */
export function isVerifyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value.trim());
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.trim();
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function importKey(keyHex: string, usage: 'encrypt' | 'decrypt') {
  if (!isVerifyKey(keyHex)) throw new Error('CONNECTION_VERIFY_KEY must be 64 hexadecimal characters');
  return globalThis.crypto.subtle.importKey('raw', hexToBytes(keyHex), { name: 'AES-GCM' }, false, [usage]);
}

const REAL_DATA_VALUES: readonly number[] = Object.values(REAL_DATA);

export function isRealData(value: unknown): value is RealData {
  return typeof value === 'number' && REAL_DATA_VALUES.includes(value);
}

/** Encrypts `{ realData }` under a fresh random IV. */
export async function encodeVerifyCode(payload: VerifyPayload, keyHex: string): Promise<InternalCode> {
  const key = await importKey(keyHex, 'encrypt');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify({ realData: payload.realData }));
  const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv, tagLength: TAG_BITS }, key, plain));
  return { iv: bytesToBase64(iv), data: bytesToBase64(sealed) };
}

/**
 * Decrypts and checks an internal code. Throws when the key is wrong, the code was altered, or
 * the content is not `{ realData: 0|1|3|4 }`.
 */
export async function decodeVerifyCode(code: unknown, keyHex: string): Promise<VerifyPayload> {
  const { iv, data } = (code ?? {}) as Partial<InternalCode>;
  if (typeof iv !== 'string' || typeof data !== 'string') throw new Error('internalCode must have iv and data');
  const ivBytes = base64ToBytes(iv);
  if (ivBytes.length !== IV_BYTES) throw new Error('internalCode iv must be 12 bytes');
  const key = await importKey(keyHex, 'decrypt');
  const plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: ivBytes, tagLength: TAG_BITS }, key, base64ToBytes(data));
  const parsed = JSON.parse(new TextDecoder().decode(plain)) as { realData?: unknown };
  if (!isRealData(parsed.realData)) throw new Error('internalCode holds no realData');
  return { realData: parsed.realData };
}
