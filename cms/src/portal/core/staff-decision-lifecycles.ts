/**
 * The content-type lifecycles of a staff decision taken in the admin (a meter reading, a payment
 * receipt, a privacy request): every update is checked by `guard` before it is written (an update
 * of many rows only when it touches `statusField`), and `after` acts on the decision saved.
 */
import type { Core } from '@strapi/strapi';

type Data = Record<string, unknown> | undefined;

interface Event {
  result?: { id: number };
  params: { where?: unknown; data?: Data };
}

export interface StaffDecision {
  /** The status attribute whose change is the decision. */
  statusField: string;
  guard(strapi: Core.Strapi, where: unknown, data: Data): Promise<void>;
  after(strapi: Core.Strapi, result: { id?: number } | undefined, data: Data): Promise<void>;
}

/** The lifecycles object (`export default`) of a content type decided by staff; uses the global `strapi`. */
export function staffDecisionLifecycles({ statusField, guard, after }: StaffDecision) {
  return {
    async beforeUpdate(event: Event) {
      await guard(strapi, event.params.where, event.params.data);
    },
    async afterUpdate(event: Event) {
      await after(strapi, event.result, event.params.data);
    },
    async beforeUpdateMany(event: Event) {
      if (event.params.data && statusField in event.params.data) await guard(strapi, event.params.where, event.params.data);
    },
  };
}
