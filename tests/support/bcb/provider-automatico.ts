/**
 * Pix Automático in the local Pix API provider (tests/support/bcb/provider.ts): `POST /locrec`,
 * `POST /rec`, `GET|PATCH /rec/{idRec}`, `PUT|GET|PATCH /cobr/{txid}` and
 * `POST /cobr/{txid}/retentativa/{data}`, built from the BCB's openapi.yaml (tags Loc Rec, Rec,
 * CobR) and its listed violations (`RecOperacaoInvalida`, `CobROperacaoInvalida`). Requests and
 * answers are checked against the spec's schemas by the provider. Test hooks play the payer's
 * side: `approveRec` / `rejectRec` (the payer's PSP answering the authorisation), `settleCobr` /
 * `failCobr` (the scheduled debit paid or refused).
 */
import { randomBytes } from 'node:crypto';
import type { SchemaName } from './validator';

type Json = Record<string, unknown>;

export interface AutomaticoHost {
  check(name: SchemaName, value: unknown, where: string): string[];
  answer(status: number, body: unknown, schema?: SchemaName, where?: string): void;
  refuse(status: number, type: string, title: string, detail: string, violacoes?: Json[]): void;
  /** Today at the provider (its clock, so tests can fix it). */
  today(): string;
  now(): string;
  copiaECola(fields: { cobLocation?: string; recLocation?: string }): string;
  /** The location of an ATIVA cobv of this provider (journey 4), or null. */
  cobvLocation(txid: string): string | null;
}

const ISPB = '12345678';
const RECEBEDOR = { cnpj: '07162458000140', nome: 'Necta Gas Natural' };

function alnum(n: number) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(n), (b) => chars[b % chars.length]).join('');
}

export class AutomaticoState {
  readonly locs = new Map<number, Json & { id: number; location: string; idRec?: string }>();
  readonly recs = new Map<string, Json & { idRec: string; status: string; atualizacao: Json[] }>();
  readonly cobrs = new Map<string, Json & { txid: string; idRec: string; status: string; atualizacao: Json[] }>();
  private nextLoc = 100;

  route(host: AutomaticoHost, method: string, pathname: string, search: URLSearchParams, body: unknown): boolean {
    let m: RegExpExecArray | null;
    if (pathname === '/v2/locrec' && method === 'POST') return (this.createLoc(host), true);
    if (pathname === '/v2/rec' && method === 'POST') return (this.createRec(host, body), true);
    if ((m = /^\/v2\/rec\/([^/]+)$/.exec(pathname))) return (this.rec(host, method, decodeURIComponent(m[1]!), search, body), true);
    if ((m = /^\/v2\/cobr\/([^/]+)\/retentativa\/([^/]+)$/.exec(pathname)) && method === 'POST')
      return (this.retry(host, decodeURIComponent(m[1]!), m[2]!), true);
    if ((m = /^\/v2\/cobr\/([^/]+)$/.exec(pathname))) return (this.cobr(host, method, decodeURIComponent(m[1]!), body), true);
    return false;
  }

  private createLoc(host: AutomaticoHost) {
    const id = this.nextLoc++;
    const loc = { id, location: `pix.example.com/qr/v2/rec/${alnum(32)}`, tipo: 'rec', criacao: host.now() };
    this.locs.set(id, loc);
    host.answer(201, loc, 'locRecCreated', 'POST /locrec');
  }

  private createRec(host: AutomaticoHost, body: unknown) {
    const where = 'POST /rec';
    const type = 'https://pix.bcb.gov.br/api/v2/error/RecOperacaoInvalida';
    const errors = host.check('recRequest', body, where);
    if (errors.length)
      return host.refuse(
        400,
        type,
        'Recorrência inválida',
        'A requisição não respeita o schema.',
        errors.map((razao) => ({ razao })),
      );
    const request = body as Json & {
      calendario: { dataInicial: string; dataFinal?: string };
      valor?: { valorRec?: string; valorMinimoRecebedor?: string };
      loc?: number;
      politicaRetentativa: string;
      ativacao?: { dadosJornada?: { txid: string } };
    };
    if (request.calendario.dataInicial < host.today())
      return host.refuse(
        400,
        type,
        'Recorrência inválida',
        'O campo rec.calendario.dataInicial é anterior à data de criação da recorrência.',
      );
    if (request.valor?.valorRec && request.valor.valorMinimoRecebedor)
      return host.refuse(
        400,
        type,
        'Recorrência inválida',
        'Ambos os campos rec.valor.valorRec e rec.valor.valorMinimoRecebedor estão preenchidos.',
      );
    const loc = request.loc === undefined ? undefined : this.locs.get(request.loc);
    if (request.loc !== undefined && !loc)
      return host.refuse(400, type, 'Recorrência inválida', 'O location referenciado por rec.loc inexiste.');
    if (loc?.idRec)
      return host.refuse(
        400,
        type,
        'Recorrência inválida',
        'O location referenciado por rec.loc já está sendo utilizado por outra recorrência.',
      );
    const date = host.today().replace(/-/g, '');
    const idRec = `${request.politicaRetentativa === 'PERMITE_3R_7D' ? 'RR' : 'RN'}${ISPB}${date}${alnum(11)}`;
    if (loc) loc.idRec = idRec;
    const { loc: _loc, ...rest } = request;
    const rec = {
      ...rest,
      idRec,
      recebedor: { ...RECEBEDOR },
      status: 'CRIADA',
      atualizacao: [{ status: 'CRIADA', data: host.now() }],
      ...(loc ? { loc: { ...loc } } : {}),
      ativacao: {
        tipoJornada: 'AGUARDANDO_DEFINICAO',
        ...(request.ativacao?.dadosJornada ? { dadosJornada: request.ativacao.dadosJornada } : {}),
      },
    };
    this.recs.set(idRec, rec);
    host.answer(201, rec, 'recCreated', where);
  }

  private rec(host: AutomaticoHost, method: string, idRec: string, search: URLSearchParams, body: unknown) {
    const where = `${method} /rec/${idRec}`;
    const rec = this.recs.get(idRec);
    if (!rec)
      return host.refuse(
        404,
        'https://pix.bcb.gov.br/api/v2/error/RecNaoEncontrada',
        'Recorrência não encontrada',
        'Recorrência não encontrada.',
      );
    if (method === 'GET') {
      const txid = search.get('txid');
      const loc = rec.loc as { location: string } | undefined;
      const journey3 = (rec.ativacao as { dadosJornada?: { txid: string } }).dadosJornada?.txid;
      // A txid of a cobrança com vencimento asks the QR of journey 4 (spec's table in `RecCompleta.dadosQR`).
      const cobvLocation = txid ? host.cobvLocation(txid) : null;
      const invalid = 'https://pix.bcb.gov.br/api/v2/error/RecConsultaInvalida';
      if (cobvLocation && journey3)
        return host.refuse(
          400,
          invalid,
          'Consulta inválida',
          'o parâmetro txid não corresponde a uma cobrança compatível com o campo ativacao.tipoJornada.',
        );
      if (txid && !cobvLocation && txid !== journey3)
        return host.refuse(
          400,
          invalid,
          'Consulta inválida',
          'o parâmetro txid corresponde a uma cobrança imediata diferente da informada no campo ativacao.dadosJornada.txid.',
        );
      const dadosQR =
        loc && rec.status === 'CRIADA'
          ? cobvLocation
            ? { jornada: 'JORNADA_4', pixCopiaECola: host.copiaECola({ cobLocation: cobvLocation, recLocation: loc.location }) }
            : txid
              ? {
                  jornada: 'JORNADA_3',
                  pixCopiaECola: host.copiaECola({ cobLocation: `pix.example.com/qr/v2/cob/${txid}`, recLocation: loc.location }),
                }
              : { jornada: 'JORNADA_2', pixCopiaECola: host.copiaECola({ recLocation: loc.location }) }
          : undefined;
      return host.answer(200, { ...rec, ...(dadosQR ? { dadosQR } : {}) }, 'recComplete', where);
    }
    if (method === 'PATCH') {
      const type = 'https://pix.bcb.gov.br/api/v2/error/RecOperacaoInvalida';
      const errors = host.check('recRevision', body, where);
      if (errors.length)
        return host.refuse(
          400,
          type,
          'Recorrência inválida',
          'A requisição não respeita o schema.',
          errors.map((razao) => ({ razao })),
        );
      if (['EXPIRADA', 'CANCELADA', 'REJEITADA'].includes(rec.status))
        return host.refuse(400, type, 'Recorrência inválida', 'A recorrência encontra-se expirada, cancelada ou rejeitada.');
      if ((body as Json).status === 'CANCELADA') {
        rec.status = 'CANCELADA';
        rec.atualizacao.push({ status: 'CANCELADA', data: host.now() });
        rec.encerramento = {
          cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR', descricao: 'Cancelamento solicitado pelo usuário recebedor' },
        };
        for (const cobr of this.cobrs.values())
          if (cobr.idRec === idRec && (cobr.status === 'CRIADA' || cobr.status === 'ATIVA')) this.setCobrStatus(host, cobr, 'CANCELADA');
      }
      return host.answer(200, rec, 'recCreated', where);
    }
    return host.refuse(404, 'https://pix.bcb.gov.br/api/v2/error/RecNaoEncontrada', 'Não encontrado', 'método');
  }

  /** The payer authorised it in their bank's app (the journey they took). */
  approveRec(host: AutomaticoHost, idRec: string, journey: 'JORNADA_1' | 'JORNADA_2' | 'JORNADA_3' | 'JORNADA_4') {
    const rec = this.recs.get(idRec)!;
    rec.status = 'APROVADA';
    rec.atualizacao.push({ status: 'APROVADA', data: host.now() });
    rec.ativacao = { tipoJornada: journey };
    const devedor = (rec.vinculo as { devedor: Json }).devedor;
    rec.pagador = { ispbParticipante: '87654321', ...('cpf' in devedor ? { cpf: devedor.cpf } : { cnpj: devedor.cnpj }) };
    return this.notification(rec);
  }

  rejectRec(host: AutomaticoHost, idRec: string) {
    const rec = this.recs.get(idRec)!;
    rec.status = 'REJEITADA';
    rec.atualizacao.push({ status: 'REJEITADA', data: host.now() });
    rec.encerramento = { rejeicao: { codigo: 'AP13', descricao: 'Recusada pelo usuário pagador' } };
    return this.notification(rec);
  }

  /** A `RecNotification` (the body item of `POST <webhookrec>`). */
  notification(rec: Json): Json {
    const { idRec, status, atualizacao, encerramento, ativacao } = rec;
    return { idRec, status, atualizacao, ...(encerramento ? { encerramento } : {}), ...(ativacao ? { ativacao } : {}) };
  }

  private cobr(host: AutomaticoHost, method: string, txid: string, body: unknown) {
    const where = `${method} /cobr/${txid}`;
    const type = 'https://pix.bcb.gov.br/api/v2/error/CobROperacaoInvalida';
    if (host.check('txid', txid, where).length) return host.refuse(400, type, 'txid inválido', 'txid fora do padrão');
    const existing = this.cobrs.get(txid);
    if (method === 'PUT') {
      const errors = host.check('cobrRequest', body, where);
      if (errors.length)
        return host.refuse(
          400,
          type,
          'Cobrança inválida',
          'A requisição não respeita o schema.',
          errors.map((razao) => ({ razao })),
        );
      if (existing) return host.refuse(400, type, 'Cobrança inválida', 'O campo cobr.txid encontra-se em uso.');
      const request = body as Json & { idRec: string; calendario: { dataDeVencimento: string }; recebedor: Json };
      const rec = this.recs.get(request.idRec);
      if (!rec || rec.status !== 'APROVADA') return host.refuse(400, type, 'Cobrança inválida', 'A recorrência não está aprovada.');
      if (request.calendario.dataDeVencimento < host.today())
        return host.refuse(
          400,
          type,
          'Cobrança inválida',
          'O campo cobr.calendario.dataDeVencimento é anterior à data de criação da cobrança.',
        );
      const cycle = request.calendario.dataDeVencimento.slice(0, 7);
      for (const other of this.cobrs.values())
        if (
          other.idRec === request.idRec &&
          !['REJEITADA', 'CANCELADA'].includes(other.status) &&
          (other.calendario as { dataDeVencimento: string }).dataDeVencimento.slice(0, 7) === cycle
        )
          return host.refuse(
            400,
            type,
            'Cobrança inválida',
            'Existe uma CobR referente ao mesmo idRec com calendario.dataDeVencimento no mesmo ciclo.',
          );
      const cobr = {
        ...request,
        txid,
        calendario: { ...request.calendario, criacao: host.today() },
        recebedor: { ...RECEBEDOR, ...request.recebedor },
        politicaRetentativa: rec.politicaRetentativa,
        status: 'CRIADA',
        atualizacao: [{ status: 'CRIADA', data: host.now() }],
        tentativas: [] as Json[],
      };
      this.cobrs.set(txid, cobr);
      const { politicaRetentativa: _p, tentativas: _t, atualizacao: _a, ...created } = cobr;
      return host.answer(201, created, 'cobrCreated', where);
    }
    if (!existing)
      return host.refuse(
        404,
        'https://pix.bcb.gov.br/api/v2/error/CobRNaoEncontrada',
        'Não encontrado',
        'Cobrança não encontrada para o txid informado.',
      );
    if (method === 'GET') return host.answer(200, existing, 'cobrComplete', where);
    if (method === 'PATCH') {
      const errors = host.check('cobrRevision', body, where);
      if (errors.length)
        return host.refuse(
          400,
          type,
          'Cobrança inválida',
          'A requisição não respeita o schema.',
          errors.map((razao) => ({ razao })),
        );
      const first = (existing.calendario as { dataDeVencimento: string }).dataDeVencimento;
      if (host.today() >= first || !['CRIADA', 'ATIVA'].includes(existing.status))
        return host.refuse(
          400,
          type,
          'Cobrança inválida',
          'Não é possível cancelar uma cobrança em uma data igual ou maior que a data prevista da primeira tentativa de liquidação.',
        );
      this.setCobrStatus(host, existing, 'CANCELADA');
      existing.encerramento = {
        cancelamento: { solicitante: 'USUARIO_RECEBEDOR', codigo: 'SLCR', descricao: 'Cancelada pelo usuário recebedor' },
      };
      return host.answer(200, existing, 'cobrComplete', where);
    }
    return host.refuse(404, type, 'Não encontrado', 'método');
  }

  private retry(host: AutomaticoHost, txid: string, data: string) {
    const where = `POST /cobr/${txid}/retentativa/${data}`;
    const type = 'https://pix.bcb.gov.br/api/v2/error/CobROperacaoInvalida';
    const cobr = this.cobrs.get(txid);
    if (!cobr)
      return host.refuse(
        404,
        'https://pix.bcb.gov.br/api/v2/error/CobRNaoEncontrada',
        'Não encontrado',
        'Cobrança não encontrada para o txid informado.',
      );
    if (cobr.politicaRetentativa !== 'PERMITE_3R_7D')
      return host.refuse(400, type, 'Retentativa inválida', 'A política configurada na recorrência não permite retentativa de cobrança.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || data <= host.today())
      return host.refuse(400, type, 'Retentativa inválida', 'O parâmetro data não corresponde a uma data futura.');
    const tentativas = cobr.tentativas as Json[];
    if (tentativas.some((t) => t.status === 'SOLICITADA' || t.status === 'AGENDADA'))
      return host.refuse(400, type, 'Retentativa inválida', 'Existe uma tentativa com status SOLICITADA ou AGENDADA.');
    tentativas.push(this.attempt(host, data, 'RIFL', 'SOLICITADA'));
    if (cobr.status !== 'ATIVA') this.setCobrStatus(host, cobr, 'ATIVA');
    return host.answer(201, cobr, 'cobrComplete', where);
  }

  private attempt(host: AutomaticoHost, dataLiquidacao: string, tipo: string, status: string): Json {
    return {
      dataLiquidacao,
      tipo,
      endToEndId: `E${ISPB}${host.today().replace(/-/g, '')}0000${alnum(11)}`,
      status,
      atualizacao: [{ status, data: host.now() }],
    };
  }

  private setCobrStatus(host: AutomaticoHost, cobr: Json & { status: string; atualizacao: Json[] }, status: string) {
    cobr.status = status;
    cobr.atualizacao.push({ status, data: host.now() });
  }

  /** The payer's PSP scheduled the debit (the charge turns ATIVA). */
  scheduleCobr(host: AutomaticoHost, txid: string) {
    const cobr = this.cobrs.get(txid)!;
    (cobr.tentativas as Json[]).push(
      this.attempt(host, (cobr.calendario as { dataDeVencimento: string }).dataDeVencimento, 'AGND', 'AGENDADA'),
    );
    this.setCobrStatus(host, cobr, 'ATIVA');
    return this.cobrNotification(cobr);
  }

  /** The debit was paid: the charge is CONCLUIDA with its Pix. */
  settleCobr(host: AutomaticoHost, txid: string, horario = host.now()) {
    const cobr = this.cobrs.get(txid)!;
    const tentativas = cobr.tentativas as Json[];
    const last = tentativas.at(-1);
    if (last) {
      last.status = 'PAGA';
      (last.atualizacao as Json[]).push({ status: 'PAGA', data: host.now() });
    }
    cobr.pix = [
      {
        endToEndId: (last?.endToEndId as string) ?? `E${ISPB}${alnum(23)}`,
        txid,
        valor: (cobr.valor as { original: string }).original,
        horario,
      },
    ];
    this.setCobrStatus(host, cobr, 'CONCLUIDA');
    return this.cobrNotification(cobr);
  }

  /** The debit failed (no funds): the attempt is REJEITADA; the charge stays ATIVA for a retry. */
  failCobr(host: AutomaticoHost, txid: string) {
    const cobr = this.cobrs.get(txid)!;
    const last = (cobr.tentativas as Json[]).at(-1);
    if (last) {
      last.status = 'REJEITADA';
      (last.atualizacao as Json[]).push({ status: 'REJEITADA', data: host.now() });
      last.rejeicao = { codigo: 'AM09', descricao: 'Saldo insuficiente' };
    }
    return this.cobrNotification(cobr);
  }

  /** A `CobRNotification` (the body item of `POST <webhookcobr>`). */
  cobrNotification(cobr: Json): Json {
    const { idRec, txid, status, atualizacao, tentativas, pix } = cobr;
    return { idRec, txid, status, atualizacao, ...(tentativas ? { tentativas } : {}), ...(pix ? { pix } : {}) };
  }
}
