import type { Core, UID } from '@strapi/strapi';

type Populate = true | { populate?: Record<string, unknown>; on?: Record<string, unknown> };
interface Attribute {
  type: string;
  component?: string;
  components?: string[];
  target?: string;
}
interface Schema {
  attributes: Record<string, Attribute>;
}

/**
 * Builds the route-level populate for a content type from its schema: every media, component
 * and dynamic zone (with one `on` fragment per block component), and relations one level deep
 * (enough for a news category or a FAQ reference), so clients never send populate chains.
 */
export function buildPopulate(strapi: Core.Strapi, uid: string, relationDepth = 1): Record<string, unknown> {
  const schema = (strapi.contentTypes[uid as UID.ContentType] ?? strapi.components[uid as UID.Component]) as unknown as Schema;
  return populateAttributes(strapi, schema, relationDepth);
}

function populateAttributes(strapi: Core.Strapi, schema: Schema, relationDepth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (name === 'localizations') continue;
    const nested = populateOf(strapi, attribute, relationDepth);
    if (nested !== undefined) result[name] = nested;
  }
  return result;
}

function componentPopulate(strapi: Core.Strapi, uid: string, relationDepth: number): Populate {
  const schema = strapi.components[uid as UID.Component] as unknown as Schema | undefined;
  if (!schema) return true;
  const populate = populateAttributes(strapi, schema, relationDepth);
  return Object.keys(populate).length ? { populate } : true;
}

function populateOf(strapi: Core.Strapi, attribute: Attribute, relationDepth: number): Populate | undefined {
  switch (attribute.type) {
    case 'media':
      return true;
    case 'component':
      return componentPopulate(strapi, attribute.component!, relationDepth);
    case 'dynamiczone':
      return {
        on: Object.fromEntries((attribute.components ?? []).map((uid) => [uid, componentPopulate(strapi, uid, relationDepth)])),
      };
    case 'relation': {
      if (relationDepth <= 0 || !attribute.target || attribute.target.startsWith('admin::') || attribute.target.startsWith('plugin::')) {
        return undefined;
      }
      const target = strapi.contentTypes[attribute.target as UID.ContentType] as unknown as Schema | undefined;
      if (!target) return undefined;
      // Relations inside relations are not followed: one level is what pages need.
      const populate = Object.fromEntries(
        Object.entries(target.attributes)
          .filter(([, a]) => a.type === 'media' || a.type === 'component')
          .map(([n, a]) => [n, populateOf(strapi, a, 0)]),
      );
      return Object.keys(populate).length ? { populate } : true;
    }
    default:
      return undefined;
  }
}
