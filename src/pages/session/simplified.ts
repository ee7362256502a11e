/**
 * POST /session/simplified — simplified-invoice sign-in (spec 04 §2.3, §3): consumer code and
 * CPF/CNPJ (digits, or digits and upper-case letters for an alphanumeric CNPJ). The restricted token stays in the session like the full one.
 */
import type { APIRoute } from 'astro';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { cmsJson } from '../../lib/cms-server';
import { startSimplified } from '../../lib/session';
import { errorJson, guard, json, readJsonBody, relayError } from '../../lib/endpoint';

export const prerender = false;

const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : '');

export const POST: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  const body = await readJsonBody(ctx.request);
  if (!body) return errorJson(400, 'Código do Cliente e/ou CPF/CNPJ inválidos');
  let res;
  try {
    res = await cmsJson<{ success?: boolean; jwt?: string }>(ctx, 'POST', 'portal/auth/simplified-invoice', {
      consumerCod: digits(body.consumerCod),
      cpfcnpj: normalizeDocument(body.cpfcnpj),
    });
  } catch (error) {
    console.error('[session/simplified] CMS unreachable:', (error as Error).message);
    return errorJson(502, 'Ocorreu um erro inesperado');
  }
  if (res.status !== 200 || !res.body?.success || !res.body.jwt) return relayError(res.status === 200 ? 502 : res.status, res.body);
  await startSimplified(ctx, { jwt: res.body.jwt });
  return json({ success: true });
};
