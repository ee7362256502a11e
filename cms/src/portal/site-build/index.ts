import type { Core } from '@strapi/strapi';
import { EDITOR_CONTENT_TYPES } from '../../bootstrap/editor';
import {
  CONTENT_EVENTS,
  combineStatuses,
  rebuildsSite,
  rebuildTargets,
  statusUrlOf,
  type InstanceStatus,
  type SiteBuildStatus,
} from '../../domain/site-build';

/**
 * The static site's builds seen from the CMS (docs/cms-admin.md, "The site's build"): every change
 * that alters the site asks the web instances (SITE_REBUILD_URL) for a rebuild, several changes in
 * a short window as one request (SITE_REBUILD_DEBOUNCE_MS; each web server debounces again); the
 * admin reads the instances' last build and may ask for a new one ("Tentar novamente").
 */
export interface SiteBuilds {
  /** Asks every web instance for a rebuild after the debounce window (several asks: one request). */
  request(reason: string): void;
  /** Asks at once; resolves once every instance answered (or failed to). */
  requestNow(reason: string): Promise<{ asked: number; accepted: number }>;
  status(): Promise<SiteBuildStatus>;
  stop(): void;
}

const STATUS_TIMEOUT_MS = 3_000;

export function siteBuilds(
  strapi: Core.Strapi,
  { url, secret, debounceMs }: { url: string | undefined; secret: string | undefined; debounceMs: number },
): SiteBuilds {
  const targets = rebuildTargets(url);
  let timer: NodeJS.Timeout | undefined;
  let reasons: string[] = [];

  const notify = async (body: string) => {
    const answers = await Promise.all(
      targets.map(async (target) => {
        try {
          const res = await fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-rebuild-secret': secret ?? '' },
            body,
          });
          await res.body?.cancel();
          if (!res.ok) strapi.log.warn(`Site rebuild hook answered ${res.status} (${target})`);
          return res.ok;
        } catch (error) {
          strapi.log.warn(`Site rebuild hook failed (${target}): ${(error as Error).message}`);
          return false;
        }
      }),
    );
    return { asked: targets.length, accepted: answers.filter(Boolean).length };
  };

  return {
    request(reason) {
      if (targets.length === 0) return;
      reasons.push(reason);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const body = JSON.stringify({ events: reasons });
        reasons = [];
        void notify(body);
      }, debounceMs);
    },
    requestNow(reason) {
      return notify(JSON.stringify({ events: [reason] }));
    },
    async status() {
      const instances = await Promise.all(
        targets.map(async (target): Promise<InstanceStatus> => {
          try {
            const res = await fetch(statusUrlOf(target), { signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
            if (!res.ok) return null;
            return (await res.json()) as InstanceStatus;
          } catch {
            return null;
          }
        }),
      );
      const status = combineStatuses(instances);
      // The block as the editor knows it: its Portuguese name in the picker (info.displayName), in
      // whichever group the picker shows it (`texto.paragraph`, `midia.banner`…; never a repeatable item).
      const block = status.lastBuild?.block;
      if (status.lastBuild && block) {
        const components = strapi.components as unknown as Record<string, { info?: { displayName?: string } }>;
        const uid = Object.keys(components).find((key) => !key.startsWith('items.') && key.slice(key.indexOf('.') + 1) === block);
        const name = uid ? components[uid]?.info?.displayName : undefined;
        if (name) status.lastBuild = { ...status.lastBuild, block: `${name} (${block})` };
      }
      return status;
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/** The CMS's site builds, made at start (cms/src/index.ts). */
let current: SiteBuilds | null = null;
export const currentSiteBuilds = (): SiteBuilds | null => current;

/** Follows the content events: what changes the site asks for a rebuild (domain/site-build rebuildsSite). */
export function rebuildSiteOnChange(strapi: Core.Strapi, builds: SiteBuilds) {
  current = builds;
  for (const event of CONTENT_EVENTS) {
    strapi.eventHub.on(event, async (payload: { uid?: string; model?: string }) => {
      const uid = payload?.uid ?? null;
      const contentType = uid
        ? (strapi.contentTypes as unknown as Record<string, { options?: { draftAndPublish?: boolean } }>)[uid]
        : undefined;
      const changed = {
        uid,
        draftAndPublish: Boolean(contentType?.options?.draftAndPublish),
        siteContent: uid !== null && EDITOR_CONTENT_TYPES.includes(uid),
      };
      if (rebuildsSite(event, changed)) builds.request(`${event} ${uid ?? payload?.model ?? ''}`.trim());
    });
  }
}
