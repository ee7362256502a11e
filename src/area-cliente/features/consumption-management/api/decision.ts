/** `PATCH /{id}/available-volume`, `/decision/stage` and `/decision/update-axis` (one call per axis). */
import { api } from '~/lib/api-client';

export const setAvailableVolume = (id: string, availableVolume: string) =>
  api.patch<{ message: string }>(`consumption-schedule/${encodeURIComponent(id)}/available-volume`, { availableVolume });
export const setAxisStage = (axisId: number, stage: 'defined-axel' | 'final-programming') =>
  api.patch<{ data: { stage: string } }>('consumption-schedule/decision/stage', { axisId, stage });
/** Spec 03 §7: `finalVolume` is sent as a number (m³, thousand separators removed). */
export const updateAxisFinal = (axisId: number, finalVolume: number) =>
  api.patch<{ message: string }>('consumption-schedule/decision/update-axis', { axisId, finalVolume });
