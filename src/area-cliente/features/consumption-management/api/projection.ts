/** `PATCH /{id}/projected-volume` and `/projection/update-axis` (spec 03 §7). */
import { api } from '~/lib/api-client';

export const setProjectedVolume = (id: string, body: { consumptionBaseHour: string; partialConsumedVolume: string }) =>
  api
    .patch<{ data: { projectedVolume: string } }>(`consumption-schedule/${encodeURIComponent(id)}/projected-volume`, body)
    .then((r) => r.data);
export const updateAxisProjection = (body: { axisId: number; partialConsumedVolume: string }) =>
  api
    .patch<{ data: { totalProjectedAxis: string; axisId: number } }>('consumption-schedule/projection/update-axis', body)
    .then((r) => r.data);
