/**
 * The Strapi admin in the editors' Portuguese (docs/cms-admin.md): the label, description,
 * placeholder and naming field (`mainField`) of every content type and component, from the pt-BR
 * tables in ./admin-labels, merged at every start into the content-manager's stored configuration
 * (core store `plugin_content_manager_configuration_{content_types|components}::<uid>`).
 *
 * An administrator's own later changes in "Configure the view" are kept: a text is written only
 * while it still holds Strapi's default (the attribute name, or empty) or the text this module
 * wrote last time (remembered under `plugin_necta_admin-labels`), so a wording improved here
 * reaches existing databases while a wording changed in the admin stays.
 */
import type { Core } from '@strapi/strapi';
import { BLOCK_LABELS } from './admin-labels/blocks';
import { ITEM_LABELS } from './admin-labels/items';
import { PORTAL_LABELS } from './admin-labels/portal';
import { COLLECTIONS_LABELS } from './admin-labels/collections';
import { INSIGHTS_LABELS } from './admin-labels/insights';
import { SITE_LABELS } from './admin-labels/site';
import { INSIGHTS_CONSUMPTION_LABELS } from './admin-labels/insights-consumption';
import { INSIGHTS_SELF_READING_LABELS } from './admin-labels/insights-self-reading';
import { INSIGHTS_INTERRUPTIONS_LABELS } from './admin-labels/insights-interruptions';
import { ACCESS_TOKEN_LABELS } from './admin-labels/access-tokens';
import { CONTRACT_ACCOUNTING_LABELS } from './admin-labels/contract-accounting';
import { CURTAILMENT_LABELS } from './admin-labels/curtailment';
import type { FieldText, LabelTable, ModelText } from './admin-labels/types';

export const ADMIN_LABELS: LabelTable = {
  ...SITE_LABELS,
  ...PORTAL_LABELS,
  ...COLLECTIONS_LABELS,
  ...INSIGHTS_LABELS,
  ...INSIGHTS_CONSUMPTION_LABELS,
  ...INSIGHTS_INTERRUPTIONS_LABELS,
  ...CURTAILMENT_LABELS,
  ...BLOCK_LABELS,
  ...ITEM_LABELS,
  ...INSIGHTS_SELF_READING_LABELS,
  ...ACCESS_TOKEN_LABELS,
  ...CONTRACT_ACCOUNTING_LABELS,
};

export interface FieldTexts {
  label: string;
  description: string;
  placeholder: string;
}

export const fieldTexts = (text: FieldText): FieldTexts =>
  typeof text === 'string'
    ? { label: text, description: '', placeholder: '' }
    : { label: text.label, description: text.description ?? '', placeholder: text.placeholder ?? '' };

interface Schema {
  modelType?: string;
  attributes: Record<string, { type: string; target?: string }>;
}

/** Strapi's own default naming field: the first string attribute, else the id. */
export const defaultMainField = (schema: Schema) =>
  Object.entries(schema.attributes).find(([name, a]) => a.type === 'string' && name !== 'id')?.[0] ?? 'id';

interface Metadata {
  edit?: { label?: string; description?: string; placeholder?: string; mainField?: string };
  list?: { label?: string };
}
interface Configuration {
  settings?: { mainField?: string };
  metadatas?: Record<string, Metadata>;
}

/** What this module wrote for one model last time. */
interface Applied {
  mainField?: string;
  fields: Record<string, Partial<FieldTexts> & { relationMainField?: string }>;
}

const untouched = (current: string | undefined, defaults: readonly (string | undefined)[]) =>
  current === undefined || defaults.includes(current);

/**
 * Merges one table into one stored configuration. Pure: answers the configuration to store (or
 * null when nothing changes) and what was applied. Exported for the unit test.
 */
export function mergeLabels(
  schema: Schema,
  configuration: Configuration,
  text: ModelText,
  previous: Applied | undefined,
  mainFieldOf: (uid: string) => { table?: string; fallback: string } | undefined,
): { configuration: Configuration | null; applied: Applied } {
  const next: Configuration = structuredClone(configuration);
  const applied: Applied = { fields: {} };
  let changed = false;
  const set = <T extends object>(target: T, key: keyof T & string, value: string, defaults: readonly (string | undefined)[]) => {
    const current = (target as Record<string, unknown>)[key] as string | undefined;
    if (current === value || !untouched(current, defaults)) return;
    (target as Record<string, unknown>)[key] = value;
    changed = true;
  };

  for (const [name, raw] of Object.entries(text.fields)) {
    const metadata = next.metadatas?.[name];
    if (!metadata || !schema.attributes[name]) continue;
    const wanted = fieldTexts(raw);
    const before = previous?.fields[name];
    applied.fields[name] = { ...wanted };
    if (metadata.edit) {
      set(metadata.edit, 'label', wanted.label, [name, '', before?.label]);
      set(metadata.edit, 'description', wanted.description, ['', before?.description]);
      set(metadata.edit, 'placeholder', wanted.placeholder, ['', before?.placeholder]);
      const target = schema.attributes[name].target;
      const relation = target ? mainFieldOf(target) : undefined;
      if (relation?.table && metadata.edit.mainField !== undefined) {
        set(metadata.edit, 'mainField', relation.table, [relation.fallback, before?.relationMainField]);
        applied.fields[name].relationMainField = relation.table;
      }
    }
    if (metadata.list) set(metadata.list, 'label', wanted.label, [name, '', before?.label]);
  }
  if (text.mainField && next.settings && schema.attributes[text.mainField]) {
    set(next.settings, 'mainField', text.mainField, [defaultMainField(schema), 'id', previous?.mainField]);
    applied.mainField = text.mainField;
  }
  return { configuration: changed ? next : null, applied };
}

type Store = {
  get(params: { key: string }): Promise<unknown>;
  set(params: { key: string; value: unknown }): Promise<void>;
};

/** Applies the tables to every content type and component Strapi knows; answers how many configurations changed. */
export async function applyAdminLabels(strapi: Core.Strapi, tables: LabelTable = ADMIN_LABELS): Promise<number> {
  const contentManager = strapi.store({ type: 'plugin', name: 'content_manager' }) as unknown as Store;
  const own = strapi.store({ type: 'plugin', name: 'necta' }) as unknown as Store;
  const previous = ((await own.get({ key: 'admin-labels' })) ?? {}) as Record<string, Applied>;
  // The table's keys are plain strings (a label may name a type this build lacks), so look them up untyped.
  const registry = (types: object) => types as Partial<Record<string, Schema>>;
  const schemaOf = (uid: string) => registry(strapi.contentTypes)[uid] ?? registry(strapi.components)[uid];
  const mainFieldOf = (uid: string) => {
    const schema = schemaOf(uid);
    return schema ? { table: tables[uid]?.mainField, fallback: defaultMainField(schema) } : undefined;
  };
  const applied: Record<string, Applied> = {};
  let changed = 0;
  for (const [uid, text] of Object.entries(tables)) {
    const schema = schemaOf(uid);
    if (!schema) continue;
    const key = `configuration_${uid in strapi.components ? 'components' : 'content_types'}::${uid}`;
    const configuration = (await contentManager.get({ key })) as Configuration | null;
    if (!configuration?.metadatas) continue;
    const result = mergeLabels(schema, configuration, text, previous[uid], mainFieldOf);
    applied[uid] = result.applied;
    if (result.configuration) {
      await contentManager.set({ key, value: result.configuration });
      changed++;
    }
  }
  await own.set({ key: 'admin-labels', value: applied });
  return changed;
}
