/**
 * Cards' figures from real runs: the calls the creator's deployment of the listing's workflow served in the
 * last LISTING_FIGURES_DAYS days (the deployments module counts them). A listing whose workflow has no
 * deployment gets `usage: null`: nothing ran, so nothing is shown.
 */

import type { ListingCard } from '@common/schemas/marketplace';
import { LISTING_FIGURES_DAYS, type ListingRunFigures } from '@common/schemas/marketplace-figures';
import type { DbOrTx } from '../../db/client';
import { type WorkflowDeploymentFigures, workflowDeploymentFigures } from '../deployments';
import { successRateOf } from '../workflows';

const DAY_MS = 86_400_000;

/** The start of the figures' window. */
export const figuresSince = (now: Date) => new Date(now.getTime() - LISTING_FIGURES_DAYS * DAY_MS);

export function runFiguresOf(figures: WorkflowDeploymentFigures): ListingRunFigures {
  const rated = figures.ratingsUp + figures.ratingsDown;
  return {
    days: LISTING_FIGURES_DAYS,
    runs: figures.runs,
    successRate: successRateOf(figures),
    p50Ms: figures.p50Ms,
    satisfaction: rated === 0 ? null : figures.ratingsUp / rated,
    ratings: rated,
  };
}

/** The cards with `figures.usage` filled in; `workflowIds[i]` is the workflow of `cards[i]`. */
export async function withUsage<T extends ListingCard>(
  db: DbOrTx,
  now: Date,
  cards: T[],
  workflowIds: string[],
): Promise<T[]> {
  const byWorkflow = await workflowDeploymentFigures(db, [...new Set(workflowIds)], figuresSince(now));
  return cards.map((card, i) => {
    const figures = byWorkflow.get(workflowIds[i]!);
    return { ...card, figures: { ...card.figures, usage: figures ? runFiguresOf(figures) : null } };
  });
}
