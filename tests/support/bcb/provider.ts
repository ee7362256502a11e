/**
 * A local Pix API provider for tests, built from the BCB's published OpenAPI (openapi.yaml here):
 * HTTPS that requires the client certificate of the test's CA (mTLS), OAuth2 client credentials,
 * and the subset the portal uses — `PUT/PATCH/GET /cobv/{txid}`, `PUT/GET /lotecobv/{id}`,
 * `GET /pix` (paginated) — plus the webhook call (`POST <url>/pix`). Every request is checked
 * against the spec's schemas: a refused request answers 400 with the spec's `Problema` AND is
 * kept in `violations`, which the tests assert empty. Every answer it gives is checked too.
 * Faults can be injected (`failNext`) to exercise the client's retries.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { schemaErrors, type SchemaName } from './validator';
import type { TestPki } from './certificates';
import { AutomaticoState, type AutomaticoHost } from './provider-automatico';

type Json = Record<string, unknown>;

export interface ProviderCall {
  method: string;
  path: string;
  body: unknown;
}

export interface StoredCobv extends Json {
  txid: string;
  revisao: number;
  status: string;
  valor: Json & { original: string };
  calendario: Json & { dataDeVencimento: string };
}

/** An independent BR Code builder (TLV + CRC16-CCITT), so the provider does not use the portal's. */
function tlv(id: string, value: string) {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}
function crc(payload: string) {
  let c = 0xffff;
  for (const b of Buffer.from(payload, 'utf8')) {
    c ^= b << 8;
    for (let i = 0; i < 8; i++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
  }
  return c.toString(16).toUpperCase().padStart(4, '0');
}
function copiaECola(location: string) {
  return composite({ cobLocation: location });
}
/**
 * Field 26 carries a charge's location, field 80 a recurrence's (the composite QR of journeys 3/4),
 * after field 62 as in the BCB's published examples (`recResponse6`, `recResponse7` of openapi.yaml).
 */
function composite({ cobLocation, recLocation }: { cobLocation?: string; recLocation?: string }) {
  const gui = tlv('00', 'br.gov.bcb.pix');
  const charge = cobLocation ? tlv('26', gui + tlv('25', cobLocation)) : '';
  const rec = recLocation ? tlv('80', gui + tlv('25', recLocation)) : '';
  const body = `${tlv('00', '01')}${tlv('01', '12')}${charge}${tlv('52', '0000')}${tlv('53', '986')}${tlv('58', 'BR')}${tlv('59', 'PSP TESTE')}${tlv('60', 'SAO PAULO')}${tlv('62', tlv('05', '***'))}${rec}6304`;
  return body + crc(body);
}

export class LocalPixProvider {
  readonly calls: ProviderCall[] = [];
  readonly violations: string[] = [];
  readonly cobvs = new Map<string, StoredCobv>();
  readonly lotes = new Map<string, { descricao: string; criacao: string; cobsv: Json[]; pendingGets: number }>();
  readonly pix: Json[] = [];
  tokensIssued = 0;
  /** GETs of a new batch that still answer EM_PROCESSAMENTO (to exercise polling). */
  loteProcessingGets = 1;
  /** Pix Automático: locations, recurrences and recurring charges (provider-automatico.ts). */
  readonly automatico = new AutomaticoState();
  /** The provider's clock (tests fix it to play dates). */
  clock: () => Date = () => new Date();
  private faults: { path: RegExp; status: number; count: number; retryAfter?: number }[] = [];
  private tokens = new Map<string, number>();
  private server: https.Server | null = null;
  url = '';

  constructor(
    private readonly pki: TestPki,
    readonly clientId = 'portal-client',
    readonly clientSecret = 'portal-secret',
    private readonly tokenSeconds = 3600,
  ) {}

  async start(): Promise<void> {
    this.server = https.createServer(
      {
        key: fs.readFileSync(this.pki.serverKeyFile),
        cert: fs.readFileSync(this.pki.serverCertFile),
        ca: fs.readFileSync(this.pki.caFile),
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => void this.handle(req, res),
    );
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  get baseUrl() {
    return `${this.url}/v2`;
  }
  get tokenUrl() {
    return `${this.url}/oauth/token`;
  }

  /** The next `count` calls whose path matches answer `status` (with `Retry-After` seconds when given). */
  failNext(path: RegExp, status: number, count = 1, retryAfter?: number) {
    this.faults.push({ path, status, count, retryAfter });
  }

  /** Forgets every token issued (as a provider that rotated its keys). */
  revokeTokens() {
    this.tokens.clear();
  }

  /** Checks `value` against a schema; violations are kept (the test fails on them). */
  private check(name: SchemaName, value: unknown, where: string): string[] {
    const errors = schemaErrors(name, value);
    for (const e of errors) this.violations.push(`${where}: ${e}`);
    return errors;
  }

  private send(res: ServerResponse, status: number, body?: unknown, schema?: SchemaName, where = '') {
    if (body !== undefined && schema) this.check(schema, body, `answer ${where}`);
    res.writeHead(status, body === undefined ? {} : { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }

  private problem(res: ServerResponse, status: number, title: string, detail: string, violacoes?: Json[]) {
    const type = `https://pix.bcb.gov.br/api/v2/error/${status === 404 ? 'NaoEncontrado' : status === 403 ? 'AcessoNegado' : 'CobVOperacaoInvalida'}`;
    this.send(res, status, { type, title, status, detail, ...(violacoes ? { violacoes } : {}) }, 'problem', 'problem');
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    let body: unknown = undefined;
    if (raw && req.headers['content-type']?.includes('json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        this.violations.push(`${method} ${url.pathname}: body is not JSON`);
        return this.problem(res, 400, 'Requisição inválida', 'JSON malformado');
      }
    }
    this.calls.push({ method, path: url.pathname + url.search, body });
    const fault = this.faults.find((f) => f.count > 0 && f.path.test(url.pathname));
    if (fault) {
      fault.count--;
      if (fault.retryAfter !== undefined) res.setHeader('retry-after', String(fault.retryAfter));
      return this.problem(res, fault.status, 'Serviço indisponível', 'falha injetada pelo teste');
    }
    if (url.pathname === '/oauth/token' && method === 'POST') return this.token(req, raw, res);
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const expiry = auth ? this.tokens.get(auth[1]!) : undefined;
    if (!expiry || expiry < Date.now()) return this.problem(res, 401, 'Não autorizado', 'token ausente ou expirado');
    let m: RegExpExecArray | null;
    if ((m = /^\/v2\/cobv\/([^/]+)$/.exec(url.pathname))) return this.cobv(method, decodeURIComponent(m[1]!), body, res);
    if ((m = /^\/v2\/lotecobv\/([^/]+)$/.exec(url.pathname))) return this.lote(method, decodeURIComponent(m[1]!), body, res);
    if (url.pathname === '/v2/pix' && method === 'GET') return this.listPix(url, res);
    if (this.automatico.route(this.host(res), method, url.pathname, url.searchParams, body)) return;
    this.violations.push(`${method} ${url.pathname}: not a path of the subset`);
    return this.problem(res, 404, 'Não encontrado', 'rota desconhecida');
  }

  /** Today in São Paulo (UTC−3, no daylight saving since 2019) and now, by the provider's clock. */
  today(): string {
    return new Date(this.clock().getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  }

  /** What the Pix Automático routes need of the provider, bound to one answer. */
  host(res: ServerResponse | null = null): AutomaticoHost {
    return {
      check: (name, value, where) => this.check(name, value, where),
      answer: (status, body, schema, where) => this.send(res!, status, body, schema, where),
      refuse: (status, type, title, detail, violacoes) =>
        this.send(res!, status, { type, title, status, detail, ...(violacoes ? { violacoes } : {}) }, 'problem', 'problem'),
      today: () => this.today(),
      now: () => this.clock().toISOString(),
      copiaECola: (fields) => composite(fields),
      cobvLocation: (txid) => {
        const cobv = this.cobvs.get(txid);
        return cobv && cobv.status === 'ATIVA' ? String((cobv.loc as Json).location) : null;
      },
    };
  }

  /** The payer authorised the recurrence: its `webhookrec` notification body (checked against the spec). */
  approveRec(idRec: string, journey: 'JORNADA_1' | 'JORNADA_2' | 'JORNADA_3' | 'JORNADA_4' = 'JORNADA_2') {
    return this.recWebhookBody(this.automatico.approveRec(this.host(), idRec, journey));
  }
  rejectRec(idRec: string) {
    return this.recWebhookBody(this.automatico.rejectRec(this.host(), idRec));
  }
  private recWebhookBody(item: Record<string, unknown>) {
    const body = { recs: [item] };
    this.check('webhookRecBody', body, 'webhookrec');
    return body;
  }
  /** The payer's PSP scheduled / paid / refused a recurring charge: the `webhookcobr` body. */
  scheduleCobr(txid: string) {
    return this.cobrWebhookBody(this.automatico.scheduleCobr(this.host(), txid));
  }
  settleCobr(txid: string) {
    return this.cobrWebhookBody(this.automatico.settleCobr(this.host(), txid));
  }
  failCobr(txid: string) {
    return this.cobrWebhookBody(this.automatico.failCobr(this.host(), txid));
  }
  private cobrWebhookBody(item: Record<string, unknown>) {
    const body = { cobsr: [item] };
    this.check('webhookCobrBody', body, 'webhookcobr');
    return body;
  }

  private token(req: IncomingMessage, raw: string, res: ServerResponse) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent) : [];
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials') this.violations.push('token: grant_type is not client_credentials');
    if (id !== this.clientId || secret !== this.clientSecret) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client' }));
      return;
    }
    const token = randomBytes(24).toString('hex');
    this.tokens.set(token, Date.now() + this.tokenSeconds * 1000);
    this.tokensIssued++;
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: this.tokenSeconds, scope: form.get('scope') ?? '' }),
    );
  }

  private created(txid: string, request: Json): StoredCobv {
    const now = new Date().toISOString();
    const id = Math.floor(Math.random() * 1e9);
    const location = `pix.example.com/qr/v2/cobv/${randomUUID().replace(/-/g, '')}`;
    const { loc: _loc, ...rest } = request;
    return {
      ...rest,
      calendario: {
        ...(request.calendario as Json),
        criacao: now,
        validadeAposVencimento: (request.calendario as Json).validadeAposVencimento ?? 30,
      },
      txid,
      revisao: 0,
      loc: { id, txid, location, tipoCob: 'cobv', criacao: now },
      location,
      status: 'ATIVA',
      recebedor: {
        cnpj: '07162458000140',
        nome: 'Necta Gas Natural',
        logradouro: 'Rua Aguapei, 1560',
        cidade: 'Aracatuba',
        uf: 'SP',
        cep: '16025000',
      },
      pixCopiaECola: copiaECola(location),
    } as unknown as StoredCobv;
  }

  private cobv(method: string, txid: string, body: unknown, res: ServerResponse) {
    const where = `${method} /cobv/${txid}`;
    if (this.check('txid', txid, where).length) return this.problem(res, 400, 'txid inválido', 'txid fora do padrão');
    const existing = this.cobvs.get(txid);
    if (method === 'PUT') {
      const errors = this.check('cobvRequest', body, where);
      if (errors.length)
        return this.problem(
          res,
          400,
          'Cobrança inválida',
          'A requisição não respeita o schema.',
          errors.map((razao) => ({ razao })),
        );
      if (existing) return this.problem(res, 400, 'Cobrança inválida', 'Já existe uma cobrança com este txid.');
      const cobv = this.created(txid, body as Json);
      this.cobvs.set(txid, cobv);
      return this.send(res, 201, cobv, 'cobvCreated', where);
    }
    if (!existing) return this.problem(res, 404, 'Não encontrado', 'Cobrança não encontrada.');
    if (method === 'PATCH') {
      const errors = this.check('cobvRevision', body, where);
      if (errors.length)
        return this.problem(
          res,
          400,
          'Cobrança inválida',
          'A requisição não respeita o schema.',
          errors.map((razao) => ({ razao })),
        );
      if (existing.status !== 'ATIVA') return this.problem(res, 400, 'Cobrança inválida', 'A cobrança não está ATIVA.');
      const patch = body as Json;
      for (const [key, value] of Object.entries(patch)) {
        if (key === 'calendario') existing.calendario = { ...existing.calendario, ...(value as Json) };
        else existing[key] = value;
      }
      existing.revisao++;
      return this.send(res, 200, existing, 'cobvCreated', where);
    }
    if (method === 'GET') return this.send(res, 200, existing, 'cobvComplete', where);
    return this.problem(res, 404, 'Não encontrado', 'método');
  }

  private lote(method: string, id: string, body: unknown, res: ServerResponse) {
    const where = `${method} /lotecobv/${id}`;
    if (method === 'PUT') {
      const errors = this.check('loteRequest', body, where);
      if (errors.length)
        return this.problem(
          res,
          400,
          'Lote inválido',
          'A requisição não respeita o schema.',
          errors.map((razao) => ({ razao })),
        );
      const request = body as { descricao: string; cobsv: (Json & { txid: string })[] };
      const criacao = new Date().toISOString();
      const cobsv = request.cobsv.map(({ txid, ...cobv }) => {
        if (this.cobvs.has(txid))
          return {
            txid,
            status: 'NEGADA',
            criacao,
            problema: {
              type: 'https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida',
              title: 'Cobrança inválida',
              status: 400,
              detail: 'txid já usado',
            },
          };
        this.cobvs.set(txid, this.created(txid, cobv));
        return { txid, status: 'CRIADA', criacao };
      });
      this.lotes.set(id, { descricao: request.descricao, criacao, cobsv, pendingGets: this.loteProcessingGets });
      return this.send(res, 202);
    }
    const lote = this.lotes.get(id);
    if (!lote) return this.problem(res, 404, 'Não encontrado', 'Lote não encontrado.');
    const processing = lote.pendingGets-- > 0;
    const answer = {
      id: Number(id.replace(/\D/g, '').slice(0, 15) || '1'),
      descricao: lote.descricao,
      criacao: lote.criacao,
      cobsv: lote.cobsv.map((c) => (processing ? { txid: c.txid, status: 'EM_PROCESSAMENTO', criacao: c.criacao } : c)),
    };
    return this.send(res, 200, answer, 'loteAnswer', where);
  }

  private listPix(url: URL, res: ServerResponse) {
    const inicio = url.searchParams.get('inicio');
    const fim = url.searchParams.get('fim');
    const where = `GET /pix`;
    const errors = [...this.check('dateTime', inicio, `${where} inicio`), ...this.check('dateTime', fim, `${where} fim`)];
    if (errors.length) return this.problem(res, 400, 'Consulta inválida', 'inicio e fim são obrigatórios (RFC 3339).');
    const page = Number(url.searchParams.get('paginacao.paginaAtual') ?? 0);
    const perPage = Number(url.searchParams.get('paginacao.itensPorPagina') ?? 100);
    if (!Number.isInteger(page) || page < 0 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
      this.violations.push(`${where}: bad pagination ${page}/${perPage}`);
      return this.problem(res, 400, 'Consulta inválida', 'paginação');
    }
    const from = Date.parse(inicio!);
    const to = Date.parse(fim!);
    const all = this.pix.filter((p) => Date.parse(p.horario as string) >= from && Date.parse(p.horario as string) <= to);
    const answer = {
      parametros: {
        inicio: inicio!,
        fim: fim!,
        paginacao: {
          paginaAtual: page,
          itensPorPagina: perPage,
          quantidadeDePaginas: Math.max(1, Math.ceil(all.length / perPage)),
          quantidadeTotalDeItens: all.length,
        },
      },
      pix: all.slice(page * perPage, (page + 1) * perPage),
    };
    return this.send(res, 200, answer, 'pixList', where);
  }

  /** A Pix received for `txid` (kept for `GET /pix`); answers the `Pix` item. */
  receive(txid: string, valor: string, horario: string): Json {
    const item = {
      endToEndId: `E${randomBytes(16).toString('hex').slice(0, 31)}`,
      txid,
      valor,
      chave: 'pix@necta.com.br',
      horario,
      infoPagador: 'Fatura de gás',
    };
    this.check('pix', item, 'receive');
    this.pix.push(item);
    const cobv = this.cobvs.get(txid);
    if (cobv && cobv.status === 'ATIVA') cobv.status = 'CONCLUIDA';
    return item;
  }

  /** Calls the portal's webhook (`POST <webhookUrl>/pix`) as the PSP does, with the given headers. */
  async notify(webhookUrl: string, items: Json[], headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const body = { pix: items };
    this.check('webhookBody', body, 'webhook');
    const res = await fetch(`${webhookUrl.replace(/\/+$/, '')}/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed };
  }
}
