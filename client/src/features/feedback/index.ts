/** The feedback feature's public surface: the dialog, loaded on first use so it never weighs on a page. */
import { lazy } from 'react';

export const LazyFeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);
