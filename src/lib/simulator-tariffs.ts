/**
 * The tariffs the simulator block prices with (docs/insights-simulator.md): read once per build
 * from the CMS's public `GET /api/insights/simulator/tariffs` (the residential and commercial
 * tariffs in force that day). Offline type checking (CMS_OFFLINE) and a CMS without tariffs give
 * none: the block then says the simulator is unavailable.
 */
import type { SimulatorTariffsView } from '@domain/insights/simulator/types';
import { fetchPublicJson } from './cms-client';

let cached: Promise<SimulatorTariffsView | null> | null = null;

export function simulatorTariffs(): Promise<SimulatorTariffsView | null> {
  cached ??= fetchPublicJson<{ data: SimulatorTariffsView }>('insights/simulator/tariffs').then((answer) => answer?.data ?? null);
  return cached;
}
