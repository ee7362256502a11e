import type { Core } from '@strapi/strapi';

const CONTENT_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'];

/**
 * Publishing or unpublishing tells the web server to rebuild the static site. The web server
 * debounces and swaps the new build in atomically; this side only notifies. Several web
 * instances: SITE_REBUILD_URL is a comma-separated list of their internal listeners, and every
 * one is told (each builds its own release from the same published content).
 */
export function notifySiteOnPublish(strapi: Core.Strapi, url: string | undefined, secret: string | undefined) {
  const targets = rebuildTargets(url);
  if (targets.length === 0) return;
  for (const event of CONTENT_EVENTS) {
    strapi.eventHub.on(event, async (payload: { uid?: string; model?: string }) => {
      if (payload?.uid && !String(payload.uid).startsWith('api::')) return;
      const body = JSON.stringify({ event, uid: payload?.uid ?? payload?.model ?? null });
      await Promise.all(
        targets.map(async (target) => {
          try {
            await fetch(target, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-rebuild-secret': secret ?? '' },
              body,
            });
          } catch (error) {
            strapi.log.warn(`Site rebuild hook failed (${target}): ${(error as Error).message}`);
          }
        }),
      );
    });
  }
}

/** The web instances' rebuild URLs of SITE_REBUILD_URL (one, or several separated by commas). */
export function rebuildTargets(url: string | undefined): string[] {
  return (url ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
