/** The content-API route table as Strapi registered it, for the route-table tests. */
import type { Core } from '@strapi/strapi';

export interface ListedRoute {
  method: string;
  path: string;
  handler: string;
  origin: string;
  kind: 'portal' | 'public' | 'test-support' | 'content' | 'plugin' | 'undeclared';
  policies: { name: string; config?: unknown }[];
  schema: string | null;
  querySchema: string | null;
}

interface RawRoute {
  method: string;
  path: string;
  handler: unknown;
  config?: {
    policies?: (string | { name: string; config?: unknown })[];
    public?: boolean;
    testSupport?: boolean;
    schema?: string;
    querySchema?: string;
    prefix?: string;
  };
}

const routesOf = (router: unknown): RawRoute[] => {
  if (!router || typeof router !== 'object') return [];
  const routes = (router as { routes?: unknown }).routes;
  return Array.isArray(routes) ? (routes as RawRoute[]) : [];
};

function classify(origin: string, route: RawRoute): ListedRoute {
  const policies = (route.config?.policies ?? []).map((p) => (typeof p === 'string' ? { name: p } : { name: p.name, config: p.config }));
  const handler = typeof route.handler === 'string' ? route.handler : '(function)';
  let kind: ListedRoute['kind'] = 'undeclared';
  if (route.config?.testSupport) kind = 'test-support';
  else if (policies.some((p) => p.name === 'global::portal-access')) kind = 'portal';
  else if (route.config?.public === true) kind = 'public';
  else if (origin.startsWith('plugin::')) kind = 'plugin';
  else if (/^api::[^.]+\.[^.]+\.(find|findOne|create|update|delete)$/.test(handler)) kind = 'content';
  // Strapi mounts a plugin's content-API routes under /api/<plugin> unless the route sets its own prefix.
  const own = route.config?.prefix;
  const prefix = own !== undefined ? `/api${own}` : origin.startsWith('plugin::') ? `/api/${origin.slice('plugin::'.length)}` : '/api';
  return {
    method: route.method,
    path: `${prefix}${route.path}`,
    handler,
    origin,
    kind,
    policies,
    schema: route.config?.schema ?? null,
    querySchema: route.config?.querySchema ?? null,
  };
}

export function listContentApiRoutes(strapi: Core.Strapi): { routes: ListedRoute[] } {
  const routes: ListedRoute[] = [];
  for (const [name, api] of Object.entries(strapi.apis as Record<string, { routes?: Record<string, unknown> }>)) {
    for (const router of Object.values(api.routes ?? {}))
      for (const route of routesOf(router)) routes.push(classify(`api::${name}`, route));
  }
  for (const [name, plugin] of Object.entries(strapi.plugins as Record<string, { routes?: Record<string, unknown> }>)) {
    const contentApi = plugin.routes?.['content-api'];
    for (const route of routesOf(contentApi)) routes.push(classify(`plugin::${name}`, route));
  }
  return { routes };
}
