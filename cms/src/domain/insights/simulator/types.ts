/** Answer of the simulator's tariff call (docs/insights-simulator.md), shared by the CMS and the site's build. */

/** The tariff of one class in force on the day asked, as the island needs it (no validity: it prices a month). */
export interface SimulatorTariff {
  id: string;
  name: string;
  tariffClass: 'RESIDENCIAL' | 'COMERCIAL';
  validFrom: string;
  fixedPerMonth: string;
  tiers: { label: string; upToM3: string | null; pricePerM3: string }[];
  taxes: { name: string; ratePercent: string; inside: boolean }[];
  deliberation: string | null;
}

/** GET /api/insights/simulator/tariffs */
export interface SimulatorTariffsView {
  /** The São Paulo day the tariffs are in force on (the build's day). */
  validOn: string;
  tariffs: SimulatorTariff[];
}
