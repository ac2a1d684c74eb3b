/**
 * Cell temperature: the model PVWatts v5–v8 use (Fuentes 1987, SAND85-0330, as implemented in NREL ssc's
 * `pvwatts_celltemp`): an energy balance of the module with convection (free and forced), radiation to sky
 * and ground, and the module's thermal capacitance carried from one hour to the next. The installed nominal
 * operating cell temperature (INOCT) sets the mounting: 45 °C open rack and trackers, 49 °C roof mount (ssc
 * cmod_pvwattsv8). Wind is measured at 9.144 m and brought to the array height of 5 m.
 */

export type ArrayType = 'fixedOpenRack' | 'fixedRoofMount' | 'oneAxis';

/** INOCT by array type, °C (PVWatts v8). */
export const INOCT_C: Record<ArrayType, number> = { fixedOpenRack: 45, fixedRoofMount: 49, oneAxis: 45 };

const STEFAN_BOLTZMANN = 5.669e-8;
const ABSORPTANCE = 0.83;
const EMISSIVITY = 0.84;
const CHARACTERISTIC_LENGTH = 0.5; // m
const ARRAY_HEIGHT = 5; // m
const NOCT_AMBIENT = 293.15; // K (20 °C)
const NOCT_SKY = 282.21; // K
const BASE_CAPACITANCE = 11000; // J/(m²·K)

interface Air {
  density: number;
  viscosity: number;
  conductivity: number;
}

function air(meanK: number): Air {
  const density = (0.003484 * 101325) / meanK;
  return {
    density,
    viscosity: (0.24237e-6 * meanK ** 0.76) / density,
    conductivity: 2.1695e-4 * meanK ** 0.84,
  };
}

function forcedConvection(a: Air, wind: number): number {
  const reynolds = (wind * CHARACTERISTIC_LENGTH) / a.viscosity;
  if (reynolds > 1.2e5) return ((0.0282 / reynolds ** 0.2) * a.density * wind * 1007) / 0.71 ** 0.4;
  return ((0.86 / reynolds ** 0.5) * a.density * wind * 1007) / 0.71 ** 0.67;
}

function freeConvection(a: Air, meanK: number, deltaK: number): number {
  const grashof = (((9.8 / meanK) * Math.abs(deltaK) * CHARACTERISTIC_LENGTH ** 3) / a.viscosity ** 2) * 0.5;
  return (0.21 * (grashof * 0.71) ** 0.32 * a.conductivity) / CHARACTERISTIC_LENGTH;
}

/**
 * A stateful cell-temperature model for one array: call `step` hour by hour in order (its thermal mass
 * carries over); a night hour (no irradiance) resets it to ambient.
 */
export function createCellTemperatureModel(inoctC: number, stepHours = 1) {
  const inoct = inoctC + 273.15;
  // Calibrate at NOCT conditions (800 W/m², 20 °C, 1 m/s): the ground's share of the back-side exchange and
  // the ratio of total to top-side convection.
  const meanNoct = (inoct + NOCT_AMBIENT) / 2;
  const aNoct = air(meanNoct);
  const hNoct =
    (freeConvection(aNoct, meanNoct, inoct - NOCT_AMBIENT) ** 3 + forcedConvection(aNoct, 1) ** 3) ** (1 / 3);
  const hGroundNoct =
    EMISSIVITY * STEFAN_BOLTZMANN * (inoct ** 2 + NOCT_AMBIENT ** 2) * (inoct + NOCT_AMBIENT);
  const backRatio =
    (ABSORPTANCE * 800 -
      EMISSIVITY * STEFAN_BOLTZMANN * (inoct ** 4 - NOCT_SKY ** 4) -
      hNoct * (inoct - NOCT_AMBIENT)) /
    ((hGroundNoct + hNoct) * (inoct - NOCT_AMBIENT));
  let groundNoct = (inoct ** 4 - backRatio * (inoct ** 4 - NOCT_AMBIENT ** 4)) ** 0.25;
  groundNoct = Math.min(inoct, Math.max(NOCT_AMBIENT, groundNoct));
  const groundRatio = (groundNoct - NOCT_AMBIENT) / (inoct - NOCT_AMBIENT);
  const convectionRatio =
    (ABSORPTANCE * 800 - EMISSIVITY * STEFAN_BOLTZMANN * (2 * inoct ** 4 - NOCT_SKY ** 4 - groundNoct ** 4)) /
    (hNoct * (inoct - NOCT_AMBIENT));
  const capacitance = inoct > 321.15 ? BASE_CAPACITANCE * (1 + (inoct - 321.15) / 12) : BASE_CAPACITANCE;

  let previousK = NOCT_AMBIENT;
  let previousAbsorbed = 0;

  return {
    /** Cell temperature (°C) for an hour with plane-of-array irradiance (W/m²), wind (m/s), ambient (°C). */
    step(poa: number, windSpeed: number, ambientC: number): number {
      if (!(poa > 0)) {
        previousK = ambientC + 273.15;
        previousAbsorbed = 0;
        return ambientC;
      }
      const ambient = ambientC + 273.15;
      const absorbed = poa * ABSORPTANCE;
      const sky = 0.68 * (0.0552 * ambient ** 1.5) + 0.32 * ambient;
      const wind = Math.max(0, windSpeed) * (ARRAY_HEIGHT / 9.144) ** 0.2 + 0.0001;
      let t = previousK;
      // ssc iterates ten times; the fixed point is reached to well under 0.001 K in three to five, so stop there.
      for (let i = 0; i < 10; i++) {
        const before = t;
        const mean = (t + ambient) / 2;
        const a = air(mean);
        const hConv =
          convectionRatio *
          (freeConvection(a, mean, t - ambient) ** 3 + forcedConvection(a, wind) ** 3) ** (1 / 3);
        const hSky = EMISSIVITY * STEFAN_BOLTZMANN * (t * t + sky * sky) * (t + sky);
        const ground = ambient + groundRatio * (t - ambient);
        const hGround = EMISSIVITY * STEFAN_BOLTZMANN * (t * t + ground * ground) * (t + ground);
        const hTotal = hConv + hSky + hGround;
        const eigen = (-hTotal / capacitance) * stepHours * 3600;
        const ex = eigen > -10 ? Math.exp(eigen) : 0;
        t =
          previousK * ex +
          ((1 - ex) *
            (hConv * ambient +
              hSky * sky +
              hGround * ground +
              previousAbsorbed +
              (absorbed - previousAbsorbed) / eigen) +
            absorbed -
            previousAbsorbed) /
            hTotal;
        if (Math.abs(t - before) < 1e-4) break;
      }
      previousK = t;
      previousAbsorbed = absorbed;
      return t - 273.15;
    },
  };
}
