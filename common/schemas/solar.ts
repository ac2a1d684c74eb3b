/** The solar estimate API (POST /api/solar/estimate): a place, and optionally the system or a monthly bill. */
import { z } from 'zod';

export const SOLAR_MODULE_TYPES = ['standard', 'premium', 'thinFilm'] as const;
export const SOLAR_ARRAY_TYPES = ['fixedOpenRack', 'fixedRoofMount', 'oneAxis'] as const;
/** A place farther than this from every weather station gets a clear refusal, not a made-up figure. */
export const SOLAR_MAX_STATION_KM = 300;

const number = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number.` })
    .refine(Number.isFinite, `${label} must be a number.`)
    .refine((v) => v >= min && v <= max, `${label} must be between ${min} and ${max}${unit}.`);

export const solarEstimateRequestSchema = z
  .object({
    lat: number('Latitude', -90, 90, '°').optional(),
    lon: number('Longitude', -180, 180, '°').optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'A ZIP code has five digits.')
      .optional(),
    systemKw: number('System size', 0.1, 1000, ' kW').optional(),
    monthlyBill: number('Monthly bill', 1, 100000, ' dollars').optional(),
    tilt: number('Tilt', 0, 90, '°').optional(),
    azimuth: number('Azimuth', 0, 360, '°').optional(),
    lossesPct: number('System losses', 0, 99, '%').optional(),
    dcAcRatio: number('DC/AC ratio', 0.5, 3).optional(),
    inverterEfficiencyPct: number('Inverter efficiency', 90, 99.5, '%').optional(),
    moduleType: z
      .enum(SOLAR_MODULE_TYPES, { error: 'Module type is standard, premium or thinFilm.' })
      .optional(),
    arrayType: z
      .enum(SOLAR_ARRAY_TYPES, { error: 'Array type is fixedOpenRack, fixedRoofMount or oneAxis.' })
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const hasPoint = v.lat !== undefined || v.lon !== undefined;
    if (hasPoint && (v.lat === undefined || v.lon === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'Give both lat and lon.',
        path: [v.lat === undefined ? 'lat' : 'lon'],
      });
    if (!hasPoint && v.zip === undefined)
      ctx.addIssue({ code: 'custom', message: 'Give a place: {lat, lon} or {zip}.', path: ['zip'] });
    if (hasPoint && v.zip !== undefined)
      ctx.addIssue({ code: 'custom', message: 'Give either {lat, lon} or {zip}, not both.', path: ['zip'] });
    if (v.systemKw !== undefined && v.monthlyBill !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: 'Give either systemKw or monthlyBill (to size the system), not both.',
        path: ['monthlyBill'],
      });
  });
export type SolarEstimateRequest = z.infer<typeof solarEstimateRequestSchema>;

const cashFlowYearSchema = z.object({
  year: z.number(),
  productionKwh: z.number(),
  rate: z.number(),
  savings: z.number(),
  net: z.number(),
  cumulative: z.number(),
});

export const solarEstimateSchema = z.object({
  annualKwh: z.number(),
  monthlyKwh: z.array(z.number()).length(12),
  systemKw: z.number(),
  station: z.object({
    id: z.string(),
    name: z.string(),
    state: z.string(),
    lat: z.number(),
    lon: z.number(),
    distanceKm: z.number(),
  }),
  place: z.object({ lat: z.number(), lon: z.number(), zip: z.string().nullable() }),
  specificYield: z.number().describe('AC kWh per year per kW DC'),
  sizing: z.object({ basis: z.enum(['systemKw', 'monthlyBill']), annualUseKwh: z.number().nullable() }),
  savings: z.object({
    price: z.number(),
    netCost: z.number(),
    incentivesTotal: z.number(),
    federalCredit: z.object({ ratePct: z.number(), amount: z.number(), note: z.string() }),
    firstYearSavings: z.number(),
    lifetimeSavings: z.number(),
    paybackYears: z.number().nullable(),
    npv: z.number(),
    irrPct: z.number().nullable(),
    co2TonnesFirstYear: z.number(),
    co2TonnesLifetime: z.number(),
    cashFlow: z.array(cashFlowYearSchema),
  }),
  assumptions: z.object({
    tilt: z.number(),
    azimuth: z.number(),
    arrayType: z.enum(SOLAR_ARRAY_TYPES),
    moduleType: z.enum(SOLAR_MODULE_TYPES),
    lossesPct: z.number(),
    losses: z.record(z.string(), z.number()),
    dcAcRatio: z.number(),
    inverterEfficiencyPct: z.number(),
    albedo: z.number(),
    degradationPctPerYear: z.number(),
    rate: z.number(),
    rateSource: z.string(),
    rateEscalatorPct: z.number(),
    exportPolicy: z.enum(['netMetering', 'netBilling']),
    pricePerWatt: z.number(),
    installYear: z.number(),
    co2TonnesPerKwh: z.number(),
    co2Source: z.string(),
    weather: z.string(),
    model: z.string(),
    notes: z.array(z.string()),
  }),
});
export type SolarEstimateResponse = z.infer<typeof solarEstimateSchema>;
