/**
 * The tariff's composition kept right (Deliberação ARSESP nº 1.151/2021, docs/insights-explain.md
 * "Composição da tarifa"): saving a "Tarifa de gás" whose tier components (gas, transport, margin,
 * conta-gráfica recovery) do not add up to the tier's price, or are only partly filled, is refused
 * with the admin's Portuguese message (the pure rule `tariffCompositionError`), whichever way it is
 * written — the admin, the Content API or a script through the Document Service.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { tariffCompositionError, type TierWithComponents } from '../../../domain/insights/explain/composition';

const TARIFF_UID = 'api::insights.tariff';

export function requireTariffComposition(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === TARIFF_UID && (context.action === 'create' || context.action === 'update')) {
      const tiers = (context.params as { data?: { tiers?: unknown } }).data?.tiers;
      if (Array.isArray(tiers)) {
        const message = tariffCompositionError(tiers.filter((t): t is TierWithComponents => typeof t === 'object' && t !== null));
        if (message) throw new errors.ValidationError(message);
      }
    }
    return next();
  });
}
