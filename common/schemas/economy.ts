/**
 * /economy payloads: real flows of AIZ between groups over a period (read from the ledger's transfers),
 * top earners and top agents, and a person's choice not to be named there.
 */
import { z } from 'zod';

export const ECONOMY_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export const economyPeriodSchema = z.enum(ECONOMY_PERIODS);
export type EconomyPeriod = z.infer<typeof economyPeriodSchema>;

export const economyQuerySchema = z.object({
  period: economyPeriodSchema.default('30d'),
});

const wholeAiz = z.string().describe('Whole AIZ as an exact decimal string');
const baseUnits = z.string().describe('Base units (18 decimals) as an integer string');

/** issuance: where AIZ is minted; system/pool: one ledger account; users: people in one role. */
export const economyGroupTypeSchema = z.enum(['issuance', 'system', 'pool', 'users']);

export const economyGroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: economyGroupTypeSchema,
});
export type EconomyGroup = z.infer<typeof economyGroupSchema>;

/** AIZ moved from one group to another by one kind of transfer over the period. */
export const economyFlowSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.string(),
  amount: wholeAiz,
  amountBaseUnits: baseUnits,
  transfers: z.number().int(),
});
export type EconomyFlow = z.infer<typeof economyFlowSchema>;

export const PRIVATE_EARNER_LABEL = 'A creator (private)';

export const topEarnerSchema = z.object({
  /** The username, or PRIVATE_EARNER_LABEL for a person who chose not to be named. */
  name: z.string(),
  private: z.boolean(),
  earned: wholeAiz,
  earnedBaseUnits: baseUnits,
  sales: z.number().int(),
  runs: z.number().int(),
});

export const topAgentSchema = z.object({
  /** A marketplace listing's or a deployment's public slug. */
  name: z.string(),
  source: z.enum(['marketplace', 'deployment']),
  /** The creator, or PRIVATE_EARNER_LABEL. */
  creator: z.string(),
  earned: wholeAiz,
  earnedBaseUnits: baseUnits,
  transfers: z.number().int(),
});

export const economySchema = z.object({
  period: economyPeriodSchema,
  /** Start of the period (null for all time) and when it was read. */
  since: z.string().datetime().nullable(),
  at: z.string().datetime(),
  groups: z.array(economyGroupSchema),
  /** Largest first. */
  flows: z.array(economyFlowSchema),
  totalMoved: wholeAiz,
  topEarners: z.array(topEarnerSchema),
  topAgents: z.array(topAgentSchema),
});
export type Economy = z.infer<typeof economySchema>;

export const economyPrivacySchema = z.object({
  /** True: not named among the top earners and agents of /economy. */
  private: z.boolean(),
});
export type EconomyPrivacy = z.infer<typeof economyPrivacySchema>;
