/** The sandbox token-economy simulation: pure, seeded, no I/O (see README.md). */
export {
  type CreatorIncomeDistribution,
  creatorIncomeDistribution,
  type IncomeBucket,
} from './creator-income';
export { dailySeriesCsv } from './csv';
export { LOCK_DAYS, LOCK_WEIGHTS } from './population';
export {
  ECONOMY_PRESET_IDS,
  ECONOMY_PRESETS,
  type EconomyPreset,
  type EconomyPresetId,
  economyPreset,
} from './presets';
export { mulberry32, type Random } from './prng';
export {
  DAILY_SERIES,
  type DailySeriesName,
  EconomySimParamsError,
  type EconomySimResult,
  emissionOn,
  type SimulateOptions,
  simulateEconomy,
} from './simulate';
export { MILLI_PER_AIZ, toAiz, toMilli } from './units';
