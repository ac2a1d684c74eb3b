import type { Proposal } from '@common/schemas/solar-proposals';

/** The newest version of a deal's proposals, or null when there is none. Pure. */
export function latestProposal(proposals: readonly Proposal[]): Proposal | null {
  return proposals.reduce<Proposal | null>(
    (best, p) => (best === null || p.version > best.version ? p : best),
    null,
  );
}
