/** What the page and the simulation's worker say to each other. */
import type { EconomySimResult } from '@common/economy-sim';
import type { EconomySimParams } from '@common/schemas/economy-sim';

export interface SimRequest {
  params: EconomySimParams;
}

export type SimMessage =
  | { type: 'progress'; daysDone: number; days: number }
  | { type: 'done'; result: EconomySimResult; ms: number }
  | { type: 'error'; message: string };
