/**
 * The Pix API client (BCB `bacen/pix-api`, openapi.yaml v2.9.0) of the portal's payment provider:
 * mutual TLS with the client certificate and key the provider issued (an undici Agent), an OAuth2
 * client-credentials token (RFC 6749 §4.4) kept until shortly before it expires, and retries with
 * exponential backoff on network errors, 5xx and 429 (`Retry-After` honoured). Every call is
 * idempotent by construction (PUT/PATCH of a txid or a batch id, GET), so a retry after a lost
 * answer changes nothing. A refused call throws `PixApiError` with the API's `Problema`.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import type { PixProviderSettings } from '../../../domain/collections/pix/settings';
import type { CobvRequest } from '../../../domain/collections/pix/cobv-request';
import type { CobrRequest, CobrStatus, RecRequest, RecStatus, RetryPolicy } from '../../../domain/collections/pix/automatic/recurrence';

export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  violacoes?: { razao?: string; propriedade?: string; valor?: string }[];
}

export class PixApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    readonly path: string,
  ) {
    super(`API Pix ${path}: ${status}${problem?.title ? ` ${problem.title}` : ''}${problem?.detail ? ` — ${problem.detail}` : ''}`);
    this.name = 'PixApiError';
  }
  get retriable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

export interface CobvAnswer {
  txid: string;
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  loc?: { id: number; location: string; tipoCob: string };
  location?: string;
  pixCopiaECola?: string;
  calendario: { dataDeVencimento: string; validadeAposVencimento: number };
  valor: { original: string };
}

export interface LoteAnswer {
  id: number;
  descricao: string;
  criacao: string;
  cobsv: { txid: string; status: 'EM_PROCESSAMENTO' | 'CRIADA' | 'NEGADA'; problema?: Problem }[];
}

export interface PixListAnswer {
  parametros: {
    inicio: string;
    fim: string;
    paginacao: { paginaAtual: number; itensPorPagina: number; quantidadeDePaginas: number; quantidadeTotalDeItens: number };
  };
  pix?: unknown[];
}

interface Token {
  value: string;
  expiresAt: number;
}

export class PixApiClient {
  private readonly agent: Agent;
  private token: Token | null = null;
  private pendingToken: Promise<Token> | null = null;

  constructor(
    private readonly settings: PixProviderSettings,
    private readonly clock: () => number = Date.now,
  ) {
    this.agent = new Agent({
      connect: {
        cert: readFileSync(settings.certFile),
        key: readFileSync(settings.keyFile),
        ...(settings.caFile ? { ca: readFileSync(settings.caFile) } : {}),
      },
      keepAliveTimeout: 10_000,
    });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  /** A valid token: the cached one until 30 s before it expires, else a new one (one request at a time). */
  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - 30_000 > this.clock()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    this.token = await this.pendingToken;
    return this.token.value;
  }

  private async fetchToken(): Promise<Token> {
    const { clientId, clientSecret, scope, tokenUrl } = this.settings;
    const body = new URLSearchParams({ grant_type: 'client_credentials', scope }).toString();
    const answer = await this.withRetries(async () => {
      const res = await request(tokenUrl, {
        method: 'POST',
        dispatcher: this.agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
        },
        body,
      });
      const text = await res.body.text();
      if (res.statusCode !== 200) throw new PixApiError(res.statusCode, safeJson(text) as Problem | null, 'token');
      return safeJson(text) as { access_token?: unknown; expires_in?: unknown; token_type?: unknown } | null;
    });
    if (!answer || typeof answer.access_token !== 'string' || String(answer.token_type).toLowerCase() !== 'bearer')
      throw new PixApiError(502, { title: 'Resposta de token inválida' }, 'token');
    const seconds = Number(answer.expires_in);
    return { value: answer.access_token, expiresAt: this.clock() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000 };
  }

  /**
   * Retries `attempt` as the class says. A call that is not idempotent (`POST /rec`, `POST
   * /locrec`: the provider names what it creates) is retried only when the provider refused it
   * before doing anything (429), so a lost answer never creates a second recurrence.
   */
  private async withRetries<T>(attempt: () => Promise<T>, idempotent = true): Promise<T> {
    const { retries, backoffMs } = this.settings;
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        const retriable = !idempotent
          ? error instanceof PixApiError && error.status === 429
          : error instanceof PixApiError
            ? error.retriable
            : !(error instanceof TypeError);
        if (!retriable || n >= retries) throw error;
        const after = error instanceof RetryAfter ? error.ms : backoffMs * 2 ** (n - 1);
        await sleep(Math.min(after, 30_000));
      }
    }
  }

  /** One call of the API: JSON in and out, retried as the class says; 401 renews the token once. */
  async call<T>(method: 'GET' | 'PUT' | 'PATCH' | 'POST', path: string, body?: unknown, expected: number[] = [200]): Promise<T | null> {
    const url = `${this.settings.baseUrl}${path}`;
    let renewed = false;
    return this.withRetries(async () => {
      for (;;) {
        const token = await this.accessToken();
        const res = await request(url, {
          method,
          dispatcher: this.agent,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.body.text();
        if (res.statusCode === 401 && !renewed) {
          renewed = true;
          this.token = null;
          continue;
        }
        if (expected.includes(res.statusCode)) return (text ? safeJson(text) : null) as T | null;
        const problem = safeJson(text) as Problem | null;
        if (res.statusCode === 429) {
          const seconds = Number(res.headers['retry-after']);
          if (Number.isFinite(seconds) && seconds >= 0) throw new RetryAfter(res.statusCode, problem, path, seconds * 1000);
        }
        throw new PixApiError(res.statusCode, problem, path);
      }
    }, method !== 'POST');
  }

  putCobv(txid: string, body: CobvRequest) {
    return this.call<CobvAnswer>('PUT', `/cobv/${encodeURIComponent(txid)}`, body, [201, 200]);
  }
  patchCobv(txid: string, body: Partial<CobvRequest> | { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' }) {
    return this.call<CobvAnswer>('PATCH', `/cobv/${encodeURIComponent(txid)}`, body, [200]);
  }
  getCobv(txid: string) {
    return this.call<CobvAnswer>('GET', `/cobv/${encodeURIComponent(txid)}`);
  }
  putLoteCobv(id: string, descricao: string, cobsv: (CobvRequest & { txid: string })[]) {
    return this.call<null>('PUT', `/lotecobv/${encodeURIComponent(id)}`, { descricao, cobsv }, [202]);
  }
  getLoteCobv(id: string) {
    return this.call<LoteAnswer>('GET', `/lotecobv/${encodeURIComponent(id)}`);
  }
  /** Every Pix received between `inicio` and `fim` (RFC 3339), all pages. */
  async listPix(inicio: string, fim: string, perPage = 100): Promise<unknown[]> {
    const out: unknown[] = [];
    for (let page = 0; ; page++) {
      const query = new URLSearchParams({
        inicio,
        fim,
        'paginacao.paginaAtual': String(page),
        'paginacao.itensPorPagina': String(perPage),
      });
      const answer = await this.call<PixListAnswer>('GET', `/pix?${query}`);
      out.push(...(answer?.pix ?? []));
      const pages = answer?.parametros?.paginacao?.quantidadeDePaginas ?? 1;
      if (page + 1 >= pages || page >= 999) return out;
    }
  }
}

export interface RecAnswer {
  idRec: string;
  status: RecStatus;
  politicaRetentativa?: RetryPolicy;
  calendario: { dataInicial: string; periodicidade: string };
  vinculo: { contrato: string; objeto?: string };
  loc?: { id: number; location: string };
  atualizacao: { status: RecStatus; data: string }[];
  ativacao?: { tipoJornada: string };
  dadosQR?: { jornada: string; pixCopiaECola?: string };
  encerramento?: {
    rejeicao?: { codigo: string; descricao: string };
    cancelamento?: { solicitante: string; codigo: string; descricao: string };
  };
}

export interface LocRecAnswer {
  id: number;
  location: string;
  criacao: string;
  idRec?: string;
}

export interface CobrAnswer {
  idRec: string;
  txid: string;
  status: CobrStatus;
  calendario: { dataDeVencimento: string; criacao: string };
  valor: { original: string };
  politicaRetentativa?: RetryPolicy;
  tentativas?: { dataLiquidacao: string; status: string; tipo?: string; endToEndId?: string }[];
  pix?: { endToEndId: string; valor: string; horario: string }[];
}

/** Pix Automático (tags Loc Rec, Rec, CobR of the BCB's openapi.yaml). */
export class PixAutomaticoClient {
  constructor(private readonly api: PixApiClient) {}

  /** A location for a recurrence (`POST /locrec`), whose payload the QR of journeys 2–4 carries. */
  createLocRec() {
    return this.api.call<LocRecAnswer>('POST', '/locrec', undefined, [201]);
  }
  /** Creates the recurrence (`POST /rec`); the PSP names it (`idRec`). */
  createRec(body: RecRequest) {
    return this.api.call<RecAnswer>('POST', '/rec', body, [201]);
  }
  /** Reads a recurrence; with `txid`, the composite QR of journey 3 (`dadosQR`). */
  getRec(idRec: string, txid?: string) {
    const query = txid ? `?txid=${encodeURIComponent(txid)}` : '';
    return this.api.call<RecAnswer>('GET', `/rec/${encodeURIComponent(idRec)}${query}`);
  }
  /** Cancels a recurrence at the customer's request (`PATCH /rec/{idRec}`, status CANCELADA). */
  cancelRec(idRec: string) {
    return this.api.call<RecAnswer>('PATCH', `/rec/${encodeURIComponent(idRec)}`, { status: 'CANCELADA' });
  }
  /** Creates a bill's recurring charge with the portal's txid (`PUT /cobr/{txid}`, idempotent). */
  putCobr(txid: string, body: CobrRequest) {
    return this.api.call<CobrAnswer>('PUT', `/cobr/${encodeURIComponent(txid)}`, body, [201]);
  }
  getCobr(txid: string) {
    return this.api.call<CobrAnswer>('GET', `/cobr/${encodeURIComponent(txid)}`);
  }
  cancelCobr(txid: string) {
    return this.api.call<CobrAnswer>('PATCH', `/cobr/${encodeURIComponent(txid)}`, { status: 'CANCELADA' });
  }
  /** Asks a new attempt on `data` (`POST /cobr/{txid}/retentativa/{data}`), as the policy allows. */
  retryCobr(txid: string, data: string) {
    return this.api.call<CobrAnswer>('POST', `/cobr/${encodeURIComponent(txid)}/retentativa/${data}`, undefined, [201]);
  }
}

class RetryAfter extends PixApiError {
  constructor(
    status: number,
    problem: Problem | null,
    path: string,
    readonly ms: number,
  ) {
    super(status, problem, path);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

let shared: { key: string; client: PixApiClient } | null = null;

/** One client per settings (its token cache and connections), made on first use. */
export function pixClient(settings: PixProviderSettings): PixApiClient {
  const key = JSON.stringify(settings);
  if (shared?.key !== key) {
    void shared?.client.close();
    shared = { key, client: new PixApiClient(settings) };
  }
  return shared.client;
}
