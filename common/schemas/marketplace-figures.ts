/**
 * A listing's figures from real runs (issue 21 items 2 and 3): the calls its creator's deployment of the
 * workflow served in the last `days` days. Null on a card when the workflow has no deployment: nothing was
 * run, so nothing is shown. Accuracy is not among them: no listing defines an evaluation set the platform runs.
 */
import { z } from 'zod';

/** The window the run figures cover. */
export const LISTING_FIGURES_DAYS = 30;

export const listingRunFiguresSchema = z.object({
  /** The window, in days (LISTING_FIGURES_DAYS). */
  days: z.number().int(),
  /** Calls the creator's deployment served in the window (any version, any caller, the creator's own too). */
  runs: z.number().int(),
  /** Succeeded over finished (succeeded + failed); null without a finished run. */
  successRate: z.number().min(0).max(1).nullable(),
  /** Median run time in ms of the finished runs; null without one. */
  p50Ms: z.number().nullable(),
  /** Thumbs up over rated answers in chat; null without a rating. */
  satisfaction: z.number().min(0).max(1).nullable(),
  /** Answers rated in chat (thumbs up or down). */
  ratings: z.number().int(),
});
export type ListingRunFigures = z.infer<typeof listingRunFiguresSchema>;
