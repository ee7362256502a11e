/**
 * Build-time and server-side reads from the CMS REST API. The build authenticates with the
 * read-only token; populate is decided by the CMS routes, never sent from here.
 */
const cmsUrl = () => (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');

export interface CmsRequest {
  status?: 'draft' | 'published';
  filters?: Record<string, string>;
}

function headers(): Record<string, string> {
  const token = process.env.CMS_READ_TOKEN;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

async function getJson(path: string): Promise<{ data: unknown; meta?: { pagination?: { pageCount: number } } }> {
  // Type checking (astro check in lint) syncs collections too; it needs their types, not content.
  if (process.env.CMS_OFFLINE === 'true') return { data: null };
  const url = `${cmsUrl()}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: headers() });
  } catch (error) {
    throw new Error(`CMS unreachable at ${cmsUrl()} (${(error as Error).message}). Is Strapi running? (npm start starts it)`, {
      cause: error,
    });
  }
  if (response.status === 404) return { data: null };
  if (!response.ok) throw new Error(`CMS ${response.status} for ${path}: ${await response.text()}`);
  return (await response.json()) as { data: unknown };
}

/** Every entry of a collection type, all pages of it. */
export async function fetchAll<T>(pluralApi: string, request: CmsRequest = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const params: Record<string, string> = { 'pagination[page]': String(page), 'pagination[pageSize]': '100' };
    if (request.status) params.status = request.status;
    for (const [k, v] of Object.entries(request.filters ?? {})) params[`filters[${k}][$eq]`] = v;
    const body = await getJson(`/api/${pluralApi}?${query(params)}`);
    items.push(...((body.data as T[] | null) ?? []));
    if (page >= (body.meta?.pagination?.pageCount ?? 1)) return items;
  }
}

/** A single type's content, or null when it has none. */
export async function fetchSingle<T>(singularApi: string, request: CmsRequest = {}): Promise<T | null> {
  const params: Record<string, string> = request.status ? { status: request.status } : {};
  const body = await getJson(`/api/${singularApi}${Object.keys(params).length ? `?${query(params)}` : ''}`);
  return (body.data as T | null) ?? null;
}

/** One document by id, in the given status (drafts for the editors' preview). */
export async function fetchDocument<T>(pluralApi: string, documentId: string, status: 'draft' | 'published'): Promise<T | null> {
  const body = await getJson(`/api/${pluralApi}/${encodeURIComponent(documentId)}?${query({ status })}`);
  return (body.data as T | null) ?? null;
}

/**
 * A public portal route's JSON (no token: the route is public), e.g. the simulator's tariffs;
 * null when the CMS has no such route (404) or when type checking offline.
 */
export async function fetchPublicJson<T>(path: string): Promise<T | null> {
  if (process.env.CMS_OFFLINE === 'true') return null;
  const response = await fetch(`${cmsUrl()}/api/${path.replace(/^\//, '')}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`CMS ${response.status} for ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}
