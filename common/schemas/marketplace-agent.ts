/**
 * A listing's hosted agent (issue 21): the creator's own deployment offered to buyers, who get a key scoped
 * to it and pay the deployment's price per run (the price is the deployment's, never copied into the
 * listing); and "Try it", a few free messages per person paid from the creator's trial budget.
 */

import { z } from 'zod';
import { countOf } from '../plural';

export const LISTING_KINDS = ['agent', 'template'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const TRIAL_MESSAGES_PER_PERSON_MAX = 20;
export const TRIAL_BUDGET_MAX = 100_000;
export const TRIAL_MESSAGE_MAX = 4000;

export const NO_OFFER = 'Offer a copy, a hosted agent, or both.';
export const TRIAL_NEEDS_AGENT = 'A free trial runs the hosted agent: offer one first.';

/** The offer as cards and the listing page show it. */
export const listingAgentOfferSchema = z.object({
  /** The deployment's slug: the model name for /v1 and the path of /api/run/{slug}. */
  deployment: z.string(),
  /** Whole AIZ per run, the deployment's own price ("0" when free). */
  pricePerRun: z.string(),
  /** Free "Try it" messages per person (0: no trial). */
  trialMessagesPerPerson: z.number().int(),
  /** Whether the creator's trial budget has messages left. */
  trialOpen: z.boolean(),
});
export type ListingAgentOffer = z.infer<typeof listingAgentOfferSchema>;

/** What the person asking has of a listing's hosted agent (null when signed out or there is no agent). */
export const myAgentAccessSchema = z.object({
  /** The key that calls it, null before access is taken. */
  key: z
    .object({ id: z.string(), prefix: z.string(), revoked: z.boolean(), createdAt: z.string() })
    .nullable(),
  trialMessagesUsed: z.number().int(),
});
export type MyAgentAccess = z.infer<typeof myAgentAccessSchema>;

/** `POST /listings/{slug}/access`: `renew` replaces the person's key (the old one stops working). */
export const agentAccessRequestSchema = z.object({ renew: z.boolean().default(false) });
export type AgentAccessRequest = z.output<typeof agentAccessRequestSchema>;

export const agentAccessResultSchema = z.object({
  installId: z.string(),
  key: z.object({ id: z.string(), prefix: z.string() }),
  /** The key's secret: shown once, null when this answer repeats an earlier request (it is not kept). */
  secret: z.string().nullable(),
  deployment: z.string(),
  pricePerRun: z.string(),
  /** Where the key calls it; null for a surface the deployment does not offer. */
  urls: z.object({ rest: z.string().nullable(), openai: z.string().nullable() }),
  /** True when the same Idempotency-Key answered an earlier request: no new key was made. */
  replayed: z.boolean(),
});
export type AgentAccessResult = z.infer<typeof agentAccessResultSchema>;

export const trialMessageSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .max(TRIAL_MESSAGE_MAX, `A message has at most ${TRIAL_MESSAGE_MAX} characters.`),
  /** Keeps a conversation together (an agent's memory); a new one when absent. */
  sessionId: z.string().min(1).max(100).optional(),
});
export type TrialMessage = z.output<typeof trialMessageSchema>;

export const trialAnswerSchema = z.object({
  runId: z.string(),
  sessionId: z.string(),
  /** The agent's answer as text; null when the run failed or is still going. */
  text: z.string().nullable(),
  error: z.string().nullable(),
  /** This person's free messages left on this listing. */
  messagesLeft: z.number().int(),
});
export type TrialAnswer = z.infer<typeof trialAnswerSchema>;

/** Said when a person's free messages are used (402) and when the creator's budget is spent (409). */
export const trialUsedMessage = (n: number) =>
  `You have used your ${countOf(n, 'free message')}. Use the hosted agent to go on.`;
export const TRIAL_BUDGET_SPENT =
  'The free trial of this agent has run out: its creator’s trial budget is spent. Use the hosted agent to go on.';
export const NO_TRIAL = 'This listing offers no free trial.';
export const NO_HOSTED_AGENT = 'This listing offers no hosted agent.';
