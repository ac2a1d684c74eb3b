/**
 * The module catalogue: a few real modules with their datasheet power and dimensions (length × width,
 * millimetres). Only figures read off the maker's datasheet named beside each; `modelType` picks the solar
 * model's module class (common/solar/pv-system.ts) by efficiency.
 */
import type { ModuleType } from '../pv-system';

export interface SolarModule {
  id: string;
  name: string;
  watts: number;
  /** The long side, metres. */
  lengthM: number;
  /** The short side, metres. */
  widthM: number;
  modelType: ModuleType;
  datasheet: string;
}

export const MODULE_CATALOGUE: readonly SolarModule[] = [
  {
    id: 'qcells-qpeak-duo-blk-ml-g10plus-400',
    name: 'Qcells Q.PEAK DUO BLK ML-G10+ 400',
    watts: 400,
    lengthM: 1.879,
    widthM: 1.045,
    modelType: 'standard',
    datasheet: 'Hanwha Q CELLS, Q.PEAK DUO BLK ML-G10+ 385–405 datasheet (format 1879 × 1045 × 32 mm)',
  },
  {
    id: 'maxeon-3-400',
    name: 'Maxeon 3 400',
    watts: 400,
    lengthM: 1.69,
    widthM: 1.046,
    modelType: 'premium',
    datasheet: 'Maxeon Solar Technologies, Maxeon 3 residential datasheet (1690 × 1046 × 40 mm)',
  },
  {
    id: 'canadian-solar-hiku6-cs6r-400ms',
    name: 'Canadian Solar HiKu6 CS6R-400MS',
    watts: 400,
    lengthM: 1.722,
    widthM: 1.134,
    modelType: 'standard',
    datasheet: 'Canadian Solar, HiKu6 Mono CS6R-MS datasheet (1722 × 1134 × 30 mm)',
  },
];

export const DEFAULT_MODULE_ID = MODULE_CATALOGUE[0]!.id;

export function findModule(id: string): SolarModule {
  return MODULE_CATALOGUE.find((m) => m.id === id) ?? MODULE_CATALOGUE[0]!;
}

/** Across-slope × up-slope size on the roof. */
export function panelSize(
  module: Pick<SolarModule, 'lengthM' | 'widthM'>,
  orientation: 'portrait' | 'landscape',
) {
  return orientation === 'portrait'
    ? { across: module.widthM, upSlope: module.lengthM }
    : { across: module.lengthM, upSlope: module.widthM };
}
