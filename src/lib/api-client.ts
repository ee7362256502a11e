/**
 * The one client for the portal API as the browser sees it: same-origin `/api/*` (the Astro
 * proxy adds the session's token) and the Astro session endpoints under `/session/*`.
 * Errors keep Strapi's shape so screens can show the server's message when the spec says so.
 * Every call carries the site's request header (site-request.mjs), without which the web server
 * refuses `/api/*` and `/session/*` (same-origin.ts).
 */
import { SITE_REQUEST_HEADERS } from './site-request.mjs';

export interface StrapiErrorBody {
  data?: unknown;
  error?: { status?: number; name?: string; message?: string; details?: unknown };
  message?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: StrapiErrorBody | null;
  constructor(status: number, body: StrapiErrorBody | null) {
    super(body?.error?.message ?? body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The server's own message, when it sent one (spec: "server message preferred"). */
  get serverMessage(): string | undefined {
    const m = this.body?.error?.message ?? this.body?.message;
    return typeof m === 'string' && m.trim() ? m : undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  body?: unknown;
  /** One-time token of an e-mailed link (reset / create password), sent as a bearer. */
  bearer?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Ask for a Blob (PDF downloads) instead of JSON. */
  responseType?: 'json' | 'blob' | 'text';
}

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The client area subscribes to send the user back to the login when the session ends. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = path.startsWith('/session') ? path : `/api/${path.replace(/^\/?(api\/)?/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, bearer, headers = {}, signal, responseType = 'json' } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...headers, ...SITE_REQUEST_HEADERS },
  };
  if (signal) init.signal = signal;
  const h = init.headers as Record<string, string>;
  if (bearer) h.authorization = `Bearer ${bearer}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    h['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(buildUrl(path, query), init);
  if (!res.ok) {
    const errBody = (await readBody(res)) as StrapiErrorBody | null;
    // A bearer we were given explicitly is not the session; its 401 is the form's business.
    if (res.status === 401 && !bearer) unauthorizedListeners.forEach((l) => l(path));
    throw new ApiError(res.status, errBody);
  }
  if (responseType === 'blob') return (await res.blob()) as T;
  if (responseType === 'text') return (await res.text()) as T;
  return (await readBody(res)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
};

/** SWR fetcher: the key is the API path (optionally with its query string). */
export const swrFetcher = <T>(key: string): Promise<T> => request<T>(key);
