/**
 * The network of a component test: every `fetch` and `XMLHttpRequest` the screen makes is
 * answered by the test's own handler, and recorded, so a test asserts what the user sees and
 * which call went out. A call the handler does not answer fails the test (it throws, and the
 * screen shows its error) and is listed in `unanswered`.
 *
 * @example
 * const net = answerNetwork((call) => (call.path === '/api/privacy/summary' ? json(200, { data }) : undefined));
 * render(<Screen />);
 * await screen.findByText('…');
 * expect(net.calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /api/privacy/consents');
 */
import { vi } from 'vitest';

export interface Call {
  method: string;
  /** Path and query, as the browser asked for it ('/api/services/reconnection?contractId=1'). */
  path: string;
  /** The JSON body, parsed. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
}

export type Answer = { status: number; body?: unknown; contentType?: string };
export type Handler = (call: Call) => Answer | undefined | Promise<Answer | undefined>;

export const json = (status: number, body: unknown): Answer => ({ status, body, contentType: 'application/json' });
/** Strapi's error shape, as the CMS answers a refusal. */
export const strapiError = (status: number, message: string): Answer =>
  json(status, { data: null, error: { status, name: 'Error', message, details: {} } });

const ORIGIN = 'http://portal.test';

function toCall(method: string, url: string, body: unknown): Call {
  const u = new URL(url, ORIGIN);
  const call: Call = { method: method.toUpperCase(), path: u.pathname + u.search };
  if (typeof body === 'string' && body) call.json = JSON.parse(body);
  else if (body instanceof FormData) call.form = body;
  return call;
}

const bodyText = (answer: Answer) =>
  answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);

export function answerNetwork(handler: Handler) {
  const calls: Call[] = [];
  const unanswered: string[] = [];
  const answer = async (call: Call): Promise<Answer> => {
    calls.push(call);
    const a = await handler(call);
    if (!a) {
      unanswered.push(`${call.method} ${call.path}`);
      throw new TypeError(`No answer in the test for ${call.method} ${call.path}`);
    }
    return a;
  };

  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const a = await answer(toCall(init.method ?? 'GET', url, init.body));
    return new Response(a.status === 204 ? null : bodyText(a), {
      status: a.status,
      headers: a.contentType ? { 'content-type': a.contentType } : {},
    });
  });

  /** Enough of XMLHttpRequest for the upload helper (~/lib/file-upload): progress, then load. */
  class TestXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body?: unknown) {
      void answer(toCall(this.method, this.url, body)).then(
        (a) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
          this.status = a.status;
          this.responseText = bodyText(a);
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  }
  vi.stubGlobal('XMLHttpRequest', TestXhr);

  return { calls, unanswered };
}
