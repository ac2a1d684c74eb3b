/**
 * What a listing's figures from real runs say, in words (common/schemas/marketplace-figures.ts): each figure
 * or "not measured yet", and how it was measured. Nothing at all when the workflow has no deployment.
 */
import { countOf } from '@common/plural';
import type { ListingRunFigures } from '@common/schemas/marketplace-figures';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const ms = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function latencyLabel(p50Ms: number | null): string {
  if (p50Ms === null) return 'Not measured yet';
  return p50Ms < 1000 ? `${ms.format(p50Ms)} ms` : `${(p50Ms / 1000).toFixed(1)} s`;
}

/** The figures of a listing's page, in order; each with its value in words. */
export function runFigureRows(usage: ListingRunFigures): { label: string; value: string }[] {
  return [
    { label: `Runs (${usage.days} days)`, value: usage.runs.toLocaleString('en-US') },
    {
      label: 'Success rate',
      value: usage.successRate === null ? 'Not measured yet' : percent(usage.successRate),
    },
    { label: 'Median time', value: latencyLabel(usage.p50Ms) },
    {
      label: 'Satisfaction',
      value: usage.satisfaction === null ? 'No chat ratings yet' : `${percent(usage.satisfaction)} thumbs up`,
    },
  ];
}

/** How the figures were measured, for the caption under them. */
export function howMeasured(usage: ListingRunFigures): string {
  const rated =
    usage.ratings === 0 ? '' : `; satisfaction from ${countOf(usage.ratings, 'rated chat answer')}`;
  return `From ${countOf(usage.runs, 'run')} of the creator’s deployment in the last ${usage.days} days${rated}. Success rate counts finished runs; accuracy is not measured (no evaluation set).`;
}

/** The card's one line: runs and success rate, or null to show nothing. */
export function cardRunsLabel(usage: ListingRunFigures | null | undefined): string | null {
  if (!usage) return null;
  const runs = `${countOf(usage.runs, 'run')} in ${usage.days} days`;
  return usage.successRate === null ? runs : `${runs} · ${percent(usage.successRate)} succeeded`;
}
