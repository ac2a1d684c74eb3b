/**
 * GET /api/mission-impact (public): platform-wide figures of the solar projects at permission to operate, no
 * names and no addresses. POST and DELETE /api/mission-impact/demo (administrators): the demo projects.
 */
import { z } from 'zod';

export const MISSION_IMPACT_DEMO_MODES = ['include', 'exclude'] as const;
export type MissionImpactDemoMode = (typeof MISSION_IMPACT_DEMO_MODES)[number];

export const missionImpactQuerySchema = z.object({
  demo: z
    .enum(MISSION_IMPACT_DEMO_MODES, { error: 'demo is include or exclude.' })
    .optional()
    .default('include'),
});
export type MissionImpactQuery = z.infer<typeof missionImpactQuerySchema>;

const factorSchema = z.object({
  id: z.enum(['co2PerKwh', 'co2PerCarYear', 'co2PerHomeElectricityYear', 'degradation']),
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  url: z.string(),
  asOf: z.string(),
  derivation: z.string().optional(),
});
export type MissionImpactFactor = z.infer<typeof factorSchema>;

const stateSchema = z.object({
  /** Two-letter state; null for projects whose state is not known. */
  state: z.string().nullable(),
  projects: z.number().int(),
  kwInstalled: z.number(),
  kwh: z.number(),
  co2Tonnes: z.number(),
});
export type MissionImpactState = z.infer<typeof stateSchema>;

const projectionYearSchema = z.object({
  year: z.number().int(),
  startsOn: z.string(),
  kwh: z.number(),
  cumulativeCo2Tonnes: z.number(),
});
export type MissionImpactProjectionYear = z.infer<typeof projectionYearSchema>;

export const missionImpactSchema = z.object({
  /** When the figures were computed (the cache's time). */
  asOf: z.string().datetime(),
  demo: z.enum(MISSION_IMPACT_DEMO_MODES),
  /** Demo projects in these figures (0 when excluded). */
  demoProjects: z.number().int(),
  /** Demo projects at PTO in the database, whether or not these figures include them. */
  demoProjectsAvailable: z.number().int(),
  /** Projects at PTO counted: each is one home served. */
  projects: z.number().int(),
  kwInstalled: z.number(),
  kwh: z.number(),
  co2Tonnes: z.number(),
  carsForAYear: z.number(),
  homesElectricityForAYear: z.number(),
  /** How many projects' kWh came from a meter reading, from the model, or was left out. */
  basis: z.object({ reading: z.number().int(), modelled: z.number().int(), excluded: z.number().int() }),
  excluded: z.array(z.object({ reason: z.string(), projects: z.number().int() })),
  states: z.array(stateSchema),
  projection: z.array(projectionYearSchema),
  factors: z.array(factorSchema),
  degradationPctPerYear: z.number(),
  /** How long the server keeps these figures before computing them again. */
  cachedForSeconds: z.number().int(),
});
export type MissionImpact = z.infer<typeof missionImpactSchema>;

export const missionImpactDemoSchema = z.object({
  /** Demo projects of the mission impact seeder now in the database. */
  projects: z.number().int(),
  /** How many this call added or removed. */
  changed: z.number().int(),
});
export type MissionImpactDemo = z.infer<typeof missionImpactDemoSchema>;
