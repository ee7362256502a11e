/**
 * Which changes rebuild the static site, and the site's last build as the admin shows it
 * (docs/cms-admin.md, "The site's build"). Pure rules: the CMS's event hook and admin routes
 * (cms/src/portal/site-build) apply them.
 */

/** Events of Strapi's event hub that can change what the site shows. */
export type ContentEvent =
  'entry.create' | 'entry.update' | 'entry.delete' | 'entry.publish' | 'entry.unpublish' | 'media.update' | 'media.delete';

export const CONTENT_EVENTS: readonly ContentEvent[] = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.update',
  'media.delete',
];

export interface ChangedType {
  /** The content type's uid (`api::site-setting.site-setting`); absent for media. */
  uid?: string | null;
  /** Whether the type has draft & publish: then only publishing changes the site. */
  draftAndPublish: boolean;
  /** Whether the type is site content (what editors edit), as opposed to the portal's data. */
  siteContent: boolean;
}

/**
 * Whether an event rebuilds the site:
 * - publishing, unpublishing or deleting an entry of the CMS's own types, and changing or deleting
 *   a medium (as before);
 * - saving (creating or updating) site content that has no draft & publish — the site settings,
 *   news categories, cities… — since that save is what the site reads. Saving a draft changes
 *   nothing on the site until it is published; the portal's own data (accounts, contracts,
 *   sessions) never rebuilds it.
 */
export function rebuildsSite(event: string, type: ChangedType): boolean {
  if (event === 'media.update' || event === 'media.delete') return true;
  const ownType = typeof type.uid === 'string' && type.uid.startsWith('api::');
  if (!ownType) return false;
  if (event === 'entry.publish' || event === 'entry.unpublish' || event === 'entry.delete') return true;
  if (event === 'entry.create' || event === 'entry.update') return type.siteContent && !type.draftAndPublish;
  return false;
}

/** The web instances' rebuild URLs of SITE_REBUILD_URL (one, or several separated by commas). */
export function rebuildTargets(url: string | undefined): string[] {
  return (url ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A web instance's status URL beside its rebuild URL (`…/__rebuild` → `…/__status`). */
export function statusUrlOf(rebuildUrl: string): string {
  const url = new URL(rebuildUrl);
  url.pathname = url.pathname.replace(/\/__rebuild\/?$/, '') + '/__status';
  url.pathname = url.pathname.replace(/\/{2,}/g, '/');
  return url.toString();
}

/** The last build as a web instance reports it (server/build-state.mjs). */
export interface LastBuild {
  at: string;
  ok: boolean;
  release?: string | null;
  page?: string | null;
  block?: string | null;
  blockNumber?: number | null;
  reason?: string | null;
}

/** One instance's answer on /__status, or null when it could not be reached. */
export type InstanceStatus = { building?: boolean; lastBuild?: LastBuild | null } | null;

export interface SiteBuildStatus {
  /** Whether at least one web instance answered. */
  reachable: boolean;
  /** A build is under way or asked for on some instance. */
  building: boolean;
  /** The build the editor should see: a failed one if any instance's last build failed, else the newest. */
  lastBuild: LastBuild | null;
}

/** The web instances' answers as one status for the admin. */
export function combineStatuses(instances: readonly InstanceStatus[]): SiteBuildStatus {
  const answered = instances.filter((i): i is NonNullable<InstanceStatus> => i !== null);
  const builds = answered.map((i) => i.lastBuild).filter((b): b is LastBuild => Boolean(b && typeof b.at === 'string'));
  const newest = (list: LastBuild[]) => list.reduce<LastBuild | null>((a, b) => (a && Date.parse(a.at) >= Date.parse(b.at) ? a : b), null);
  return {
    reachable: answered.length > 0,
    building: answered.some((i) => Boolean(i.building)),
    lastBuild: newest(builds.filter((b) => !b.ok)) ?? newest(builds),
  };
}
