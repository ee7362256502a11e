/**
 * Following a content type's writes below the entity layer (Strapi's database lifecycles): the
 * event a subscriber gets, the ids of the rows it wrote, and the subscription. Strapi runs the
 * subscribers in the order they subscribed.
 */
import type { Core } from '@strapi/strapi';

/** A database lifecycle event (before/after create, update, delete, one or many). */
export interface DbLifecycleEvent {
  action: string;
  model: { uid: string };
  result?: unknown;
  params?: { where?: unknown; data?: unknown };
  /** Shared by the before and after events of one call (per subscriber). */
  state?: Record<string, unknown>;
}

/** The ids of the rows an after-create or after-update event wrote (one row, a list, or `{ ids }`). */
export function writtenIds(event: DbLifecycleEvent): number[] {
  const result = event.result as { id?: number; ids?: number[] } | { id?: number }[] | null | undefined;
  if (!result) return [];
  if (Array.isArray(result)) return result.map((row) => Number(row?.id));
  if (Array.isArray((result as { ids?: number[] }).ids)) return (result as { ids: number[] }).ids.map(Number);
  return result.id != null ? [Number(result.id)] : [];
}

/** Subscribes to every content type's database writes; answers the unsubscribe. */
export function subscribeDb(strapi: Core.Strapi, subscriber: (event: DbLifecycleEvent) => Promise<void>): () => void {
  const db = strapi.db as unknown as { lifecycles: { subscribe(subscriber: (event: DbLifecycleEvent) => Promise<void>): () => void } };
  return db.lifecycles.subscribe(subscriber);
}
