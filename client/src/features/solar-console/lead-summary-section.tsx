import { Pairs } from '@/features/solar';
import { type HomeownerFacts, raisedConcerns, summaryRows } from './qualification';

/** Item 3: what Solara learned in the conversation, in a few lines, with the worries the homeowner raised. */
export function LeadSummarySection({ facts }: { facts: HomeownerFacts }) {
  const concerns = raisedConcerns(facts.lead);
  return (
    <div className="grid gap-3">
      <Pairs rows={summaryRows(facts)} empty="Nothing known about this homeowner yet." />
      {concerns.length > 0 ? (
        <div>
          <p className="font-medium text-sm">Concerns they raised</p>
          <ul className="mt-1 list-disc pl-5 text-sm" aria-label="Concerns they raised">
            {concerns.map((c) => (
              <li key={c.id}>{c.question}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
