/** Input checks of the factories' bodies: a 400 names the field, in Portuguese. */
import { isValidEmail, normalizeEmail } from '../../../domain/email';
import { badRequest, type FieldErrors } from '../../core/http';
import { FACTORY_PASSWORD, MAX_CONTRACTS } from './made';

export type Body = Record<string, unknown>;

export function rejectUnknown(body: Body, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) {
    const fields: FieldErrors = Object.fromEntries(unknown.map((k) => [k, 'Campo desconhecido']));
    throw badRequest(`Campo desconhecido: ${unknown.join(', ')}. Campos aceitos: ${allowed.join(', ')}.`, fields);
  }
}

export function oneOf<T extends string>(body: Body, key: string, values: readonly T[], fallback: T): T;
export function oneOf<T extends string>(body: Body, key: string, values: readonly T[], fallback?: undefined): T | undefined;
export function oneOf<T extends string>(body: Body, key: string, values: readonly T[], fallback?: T): T | undefined {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !values.includes(value as T)) {
    const message = `${key} deve ser um destes valores: ${values.join(', ')}`;
    throw badRequest(message, { [key]: message });
  }
  return value as T;
}

export function bool(body: Body, key: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw badRequest(`${key} deve ser true ou false`, { [key]: `${key} deve ser true ou false` });
  return value;
}

export function integer(body: Body, key: string, fallback: number, min: number, max: number): number {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const message = `${key} deve ser um número inteiro de ${min} a ${max}`;
    throw badRequest(message, { [key]: message });
  }
  return value;
}

export function text(body: Body, key: string, max: number): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !value.trim() || value.length > max) {
    const message = `${key} deve ser um texto de 1 a ${max} caracteres`;
    throw badRequest(message, { [key]: message });
  }
  return value.trim();
}

export function optionalEmail(body: Body): string | undefined {
  if (body.email === undefined || body.email === null) return undefined;
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw badRequest('email deve ser um e-mail válido', { email: 'email deve ser um e-mail válido' });
  return email;
}

export function password(body: Body): string | null {
  if (!('password' in body) || body.password === undefined) return FACTORY_PASSWORD;
  if (body.password === null) return null;
  if (typeof body.password !== 'string' || body.password.length < 8 || body.password.length > 64) {
    const message = 'password deve ser um texto de 8 a 64 caracteres, ou null para uma conta sem senha';
    throw badRequest(message, { password: message });
  }
  return body.password;
}

export function documentIds(body: Body, key: string): string[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_CONTRACTS || value.some((v) => typeof v !== 'string' || !v)) {
    const message = `${key} deve ser uma lista de até ${MAX_CONTRACTS} documentIds de contratos`;
    throw badRequest(message, { [key]: message });
  }
  return value as string[];
}

export function positiveId(body: Body, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badRequest(`${key} deve ser o id numérico de um usuário`, { [key]: `${key} deve ser o id numérico de um usuário` });
  }
  return value;
}
