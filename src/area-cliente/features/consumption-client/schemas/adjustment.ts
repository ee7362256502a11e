/** The quantity field of the adjustment (spec 03 §5): required, m³, warning above QDC + 5 %. */
import { VOLUME_MESSAGES, exceedsQdc, parseVolume } from '@domain/consumption/volumes';
import { volumeForApi } from '~/lib/consumption-export';

export function quantityError(typed: string): string | null {
  if (!typed.trim()) return VOLUME_MESSAGES.required;
  const parsed = parseVolume(volumeForApi(typed));
  return parsed.ok ? null : parsed.message;
}

export function quantityWarning(typed: string, qdc: string): string | null {
  const parsed = parseVolume(volumeForApi(typed));
  const limit = parseVolume(qdc);
  return parsed.ok && limit.ok && exceedsQdc(parsed.litres, limit.litres) ? VOLUME_MESSAGES.exceedsQdc : null;
}
