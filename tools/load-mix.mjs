// @ts-check
// The mixed load of docs/scaling.md: `users` simulated people on the web server (never the CMS
// directly) for `seconds`, each signing in once through `/session/login` and then going round
// public pages, the invoice list, an invoice PDF, notifications, one supply-suspension request
// (customers) or invoice-batch CSV uploads (administrators). Bounded in time (`seconds`) and in
// count (`maxRequests`), and only to addresses on this machine.
//
// Answers per-call figures (count, errors, p50, p99), a per-second timeline (for a fault in the
// middle), the error samples, and every write the users sent with the answer they got, so a
// caller can compare what the server holds with the 2xx answers the users saw.
import { SITE_REQUEST_HEADERS } from '../src/lib/site-request.mjs';

/** @typedef {'static' | 'login' | 'invoices' | 'pdf' | 'notifications' | 'service' | 'upload' | 'batches'} LoadCall */

/**
 * A client of the load (tools/load-stack.mjs prepareAccounts): one ACTIVE contract and its bills.
 * @typedef {object} CustomerAccount
 * @property {'customer'} kind
 * @property {string} email
 * @property {string} password
 * @property {string} contractId
 * @property {{ numDoc: string; docDate: string }[]} invoices
 */
/**
 * An administrator of the load who uploads invoice-batch CSVs for `csvContract`.
 * @typedef {object} UploaderAccount
 * @property {'uploader'} kind
 * @property {string} email
 * @property {string} password
 * @property {{ consumerCode: string; consumerCpfCnpj: string }} csvContract
 */
/** @typedef {CustomerAccount | UploaderAccount} LoadAccount */

/**
 * A write a user sent (a suspension request, a batch upload) and the answer it got.
 * @typedef {object} LoadWrite
 * @property {'service' | 'upload'} call
 * @property {string} key The text in the request's motive, or the uploaded file's name.
 * @property {number} status 0: no answer.
 * @property {boolean} ok
 * @property {number | null} [batchId] An upload's batch, when the answer named it.
 */
/**
 * @typedef {object} CallStats
 * @property {number} count
 * @property {number} errors
 * @property {number} p50 Milliseconds.
 * @property {number} p99 Milliseconds.
 */
/**
 * The answers of one second of the run, per call.
 * @typedef {{ ok: Partial<Record<LoadCall, number>>; errors: Partial<Record<LoadCall, number>> }} LoadSecond
 */
/**
 * What `onTick` sees each second.
 * @typedef {object} LoadSnapshot
 * @property {number} elapsed Seconds.
 * @property {number} sent
 * @property {LoadSecond[]} timeline
 * @property {LoadWrite[]} writes
 */
/**
 * @typedef {object} LoadOptions
 * @property {number} [users]
 * @property {number} [seconds]
 * @property {number} [maxRequests]
 * @property {string} siteUrl
 * @property {string} [cmsUrl]
 * @property {LoadAccount[]} accounts
 * @property {string[]} [staticPaths]
 * @property {number} [thinkMs]
 * @property {number} [uploadsPerUploader]
 * @property {number} [rowsPerUpload]
 * @property {number} [requestTimeoutMs]
 * @property {string} [tag]
 * @property {(snapshot: LoadSnapshot) => void | Promise<void>} [onTick]
 * @property {() => void | Promise<void>} [onStart]
 */
/**
 * @typedef {object} LoadResult
 * @property {number} elapsed Seconds.
 * @property {number} requests
 * @property {number} errors
 * @property {number} rps
 * @property {Record<LoadCall, CallStats>} calls
 * @property {LoadSecond[]} timeline
 * @property {Record<string, number>} errorSamples
 * @property {LoadWrite[]} writes
 * @property {string} tag
 */
/**
 * The part of an answer's JSON the users read.
 * @typedef {object} AnswerBody
 * @property {boolean} [ok]
 * @property {string} [message]
 * @property {{ message?: string }} [error]
 * @property {{ id?: number }} [data]
 * @property {{ calendar?: { date: string; period?: string[] }[] }} [meta]
 */
/** @typedef {{ status: number; body: AnswerBody | null }} Answer */

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** @type {LoadCall[]} */
export const CALLS = ['static', 'login', 'invoices', 'pdf', 'notifications', 'service', 'upload', 'batches'];

const INVOICE_HEADER =
  'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate';

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {number[]} sorted
 * @param {number} q
 */
function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * The `i`th item, going round the list.
 * @template T
 * @param {T[]} list
 * @param {number} i
 * @returns {T}
 */
function pick(list, i) {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('load mix: an empty list to pick from');
  return item;
}

/** A person's cookies (the session cookie), as a browser keeps them for the site. */
class Jar {
  /** @type {Map<string, string>} */
  cookies = new Map();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  /** @param {Response} res */
  take(res) {
    for (const line of res.headers.getSetCookie?.() ?? []) {
      const [pair = '', ...attrs] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Runs the mix. Options: users, seconds, maxRequests, siteUrl, accounts (from prepareAccounts:
 * customers and uploaders, assigned round-robin), staticPaths, thinkMs (pause between a
 * person's calls, jittered ±50 %), uploadsPerUploader, rowsPerUpload, requestTimeoutMs, tag (in
 * the motive and file names, to find this run's writes), onTick(snapshot) each second and
 * onStart(). `cmsUrl` is only checked to be local (the users never call it).
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
export async function runLoadMix(options) {
  const {
    users = 200,
    seconds = 60,
    maxRequests = 200_000,
    siteUrl,
    cmsUrl,
    accounts,
    staticPaths = ['/'],
    thinkMs = 500,
    uploadsPerUploader = 2,
    rowsPerUpload = 20,
    requestTimeoutMs = 60_000,
    tag = `c${Date.now().toString(36)}`,
    onTick,
  } = options;
  for (const url of [siteUrl, cmsUrl])
    if (url && !LOCAL_HOSTS.has(new URL(url).hostname)) throw new Error(`the load only goes to this machine, not ${url}`);
  if (!accounts?.length) throw new Error('runLoadMix: no accounts');
  const origin = new URL(siteUrl).origin;

  const stats = /** @type {Record<LoadCall, { latencies: number[]; errors: number }>} */ (
    Object.fromEntries(CALLS.map((c) => [c, { latencies: /** @type {number[]} */ ([]), errors: 0 }]))
  );
  /** @type {LoadSecond[]} */
  const timeline = [];
  /** @type {Map<string, number>} */
  const errorSamples = new Map();
  /** @type {LoadWrite[]} */
  const writes = [];
  let sent = 0;
  let sequence = 0;
  const began = Date.now();
  const deadline = began + seconds * 1000;
  const running = () => Date.now() < deadline && sent < maxRequests;

  /**
   * @param {LoadCall} call
   * @param {number} ms
   * @param {boolean} ok
   * @param {string} detail
   */
  const record = (call, ms, ok, detail) => {
    const second = Math.floor((Date.now() - began) / 1000);
    const bucket = (timeline[second] ??= { ok: {}, errors: {} });
    const side = ok ? bucket.ok : bucket.errors;
    side[call] = (side[call] ?? 0) + 1;
    stats[call].latencies.push(ms);
    if (!ok) {
      stats[call].errors += 1;
      const key = `${call}: ${detail}`;
      errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
    }
  };

  /**
   * One call; answers { status, body } (status 0: no answer). Never throws.
   * @param {LoadCall} name
   * @param {Jar | null} jar
   * @param {string} path
   * @param {{ method?: string; json?: unknown; form?: FormData; expect?: number[]; read?: 'json' | 'bytes' }} [options]
   * @returns {Promise<Answer>}
   */
  async function call(name, jar, path, { method = 'GET', json, form, expect = [200], read = 'json' } = {}) {
    sent += 1;
    /** @type {Record<string, string>} */
    const headers = { accept: read === 'json' ? 'application/json' : '*/*', ...SITE_REQUEST_HEADERS };
    const cookie = jar?.header();
    if (cookie) headers.cookie = cookie;
    /** @type {string | FormData | undefined} */
    let body;
    if (method !== 'GET') headers.origin = origin;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) body = form;
    const started = performance.now();
    try {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      jar?.take(res);
      /** @type {AnswerBody | null} */
      let parsed = null;
      if (read === 'json') {
        const text = await res.text();
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = { message: text.slice(0, 120) };
        }
      } else await res.arrayBuffer();
      const ms = performance.now() - started;
      const ok = expect.includes(res.status);
      record(name, ms, ok, `${res.status} ${parsed?.error?.message ?? parsed?.message ?? ''}`.trim());
      return { status: res.status, body: parsed };
    } catch (error) {
      const failure = /** @type {Error & { cause?: { code?: string } }} */ (error);
      record(name, performance.now() - started, false, `no answer (${failure.cause?.code ?? failure.name})`);
      return { status: 0, body: null };
    }
  }

  const pause = () => sleep(thinkMs * (0.5 + Math.random()));

  /**
   * @param {LoadAccount} person
   * @param {Jar} jar
   * @returns {Promise<boolean>}
   */
  async function signIn(person, jar) {
    const res = await call('login', jar, '/session/login', { method: 'POST', json: { email: person.email, password: person.password } });
    return res.status === 200 && res.body?.ok === true;
  }

  /**
   * @param {CustomerAccount} person
   * @param {number} index
   * @returns {Promise<void>}
   */
  async function customer(person, index) {
    const jar = new Jar();
    let signedIn = false;
    let requested = false;
    for (let round = 0; running(); round++) {
      if (!signedIn) {
        signedIn = await signIn(person, jar);
        if (!signedIn) {
          await sleep(1000);
          continue;
        }
        await pause();
      }
      const steps = [
        () => call('static', null, pick(staticPaths, index + round), { read: 'bytes' }),
        () => call('invoices', jar, '/api/invoices?period=ALL'),
        () => {
          const bill = pick(person.invoices, round);
          return call('pdf', jar, `/api/invoices/${bill.numDoc}/download?docDate=${encodeURIComponent(bill.docDate)}`, { read: 'bytes' });
        },
        () => call('notifications', jar, '/api/notification'),
      ];
      // One supply-suspension request per person, early in the visit (one open request per kind and contract).
      if (!requested)
        steps.splice(1, 0, () => {
          requested = true;
          return suspension(jar);
        });
      for (const step of steps) {
        if (!running()) return;
        const res = await step();
        // The session ended (401): this person signs in again, as the client area would send them to.
        if (res?.status === 401) signedIn = false;
        await pause();
      }
    }
  }

  /**
   * @param {Jar} jar
   * @returns {Promise<Answer>}
   */
  async function suspension(jar) {
    const calendar = await call('service', jar, '/api/services/supply-suspension/calendar');
    const day = calendar.body?.meta?.calendar?.find((d) => d.period?.length);
    const period = day?.period?.[0];
    if (!day || period === undefined) return calendar;
    await pause();
    const key = `${tag} u${sequence++}`;
    const res = await call('service', jar, '/api/services/supply-suspension', {
      method: 'POST',
      json: { motive: `Mudei de Endereço - Carga ${key}`, date: { date: day.date, period }, phone: '(16) 9 9123-4567' },
    });
    writes.push({ call: 'service', key, status: res.status, ok: res.status === 200 });
    return res;
  }

  /**
   * @param {UploaderAccount} person
   * @returns {string}
   */
  function csvFor(person) {
    const rows = Array.from({ length: rowsPerUpload }, () => {
      sequence += 1;
      const numDoc = `8${String(began).slice(-8)}${String(sequence).padStart(6, '0')}`;
      const c = person.csvContract;
      return `${c.consumerCode};${c.consumerCpfCnpj};${numDoc};03/2026;05/04/2026;20/04/2026;187,65;1.000,000;1.023,5;;31/12/2099`;
    });
    return `${[INVOICE_HEADER, ...rows].join('\r\n')}\r\n`;
  }

  /**
   * @param {UploaderAccount} person
   * @param {number} index
   * @returns {Promise<void>}
   */
  async function uploader(person, index) {
    const jar = new Jar();
    let signedIn = false;
    let uploads = 0;
    for (let round = 0; running(); round++) {
      if (!signedIn) {
        signedIn = await signIn(person, jar);
        if (!signedIn) {
          await sleep(1000);
          continue;
        }
        await pause();
      }
      const steps = [
        () => call('static', null, pick(staticPaths, index + round), { read: 'bytes' }),
        () => call('batches', jar, '/api/batches'),
      ];
      if (uploads < uploadsPerUploader)
        steps.unshift(async () => {
          uploads += 1;
          const key = `${tag}-u${index}-${uploads}.csv`;
          const form = new FormData();
          form.append('file', new Blob([csvFor(person)], { type: 'text/csv' }), key);
          const res = await call('upload', jar, '/api/batch', { method: 'POST', form, expect: [201] });
          writes.push({ call: 'upload', key, status: res.status, ok: res.status === 201, batchId: res.body?.data?.id ?? null });
          return res;
        });
      for (const step of steps) {
        if (!running()) return;
        const res = await step();
        if (res?.status === 401) signedIn = false;
        await pause();
      }
    }
  }

  const ticker = onTick
    ? setInterval(() => {
        try {
          Promise.resolve(onTick({ elapsed: (Date.now() - began) / 1000, sent, timeline, writes })).catch(() => undefined);
        } catch {
          /* a hook's failure is its own business */
        }
      }, 1000)
    : null;
  try {
    await Promise.all(
      Array.from({ length: users }, async (_, i) => {
        const person = pick(accounts, i);
        // Arrivals spread evenly over the first 10 seconds (a sixth of a shorter run), as people
        // do at a due date, and the logins with them: the load's goal is every one of them signed
        // in within 3 s (docs/benchmarks.md, "Summary").
        await sleep(Math.floor((i / users) * Math.min(10_000, seconds * 167)));
        return person.kind === 'uploader' ? uploader(person, i) : customer(person, i);
      }),
    );
  } finally {
    if (ticker) clearInterval(ticker);
  }
  const elapsed = (Date.now() - began) / 1000;
  // Every call gets its entry in the loop below.
  const calls = /** @type {Record<LoadCall, CallStats>} */ ({});
  let requests = 0;
  let errors = 0;
  for (const name of CALLS) {
    const sorted = stats[name].latencies.sort((a, b) => a - b);
    requests += sorted.length;
    errors += stats[name].errors;
    calls[name] = { count: sorted.length, errors: stats[name].errors, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }
  return {
    elapsed,
    requests,
    errors,
    rps: requests / elapsed,
    calls,
    timeline,
    errorSamples: Object.fromEntries([...errorSamples].sort((a, b) => b[1] - a[1])),
    writes,
    tag,
  };
}

/**
 * The markdown table of a run's calls.
 * @param {LoadResult} result
 * @returns {string[]}
 */
export function callTable(result) {
  /** @param {number} v */
  const ms = (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
  const lines = ['| call | requests | errors | p50 | p99 |', '|---|---:|---:|---:|---:|'];
  for (const [name, c] of Object.entries(result.calls)) {
    if (!c.count) continue;
    lines.push(`| ${name} | ${c.count} | ${c.errors} | ${ms(c.p50)} | ${ms(c.p99)} |`);
  }
  lines.push(`| **all** | ${result.requests} | ${result.errors} | | |`);
  return lines;
}
