import { type HomeownerFacts, missingFields } from './qualification';

/** Item 3: the qualification questions nobody has answered yet, each with what to ask. */
export function MissingFieldsSection({ facts }: { facts: HomeownerFacts }) {
  const missing = missingFields(facts);
  if (missing.length === 0)
    return (
      <p className="text-emerald-700 text-sm dark:text-emerald-400">Fully qualified: nothing left to ask.</p>
    );
  return (
    <ul className="grid gap-2" aria-label="Still to ask">
      {missing.map((m) => (
        <li
          key={m.field}
          className="rounded-lg border border-amber-300/60 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700/50 dark:bg-amber-950/40"
        >
          <p className="font-medium">{m.label}</p>
          <p className="text-muted-foreground">Ask: “{m.ask}”</p>
        </li>
      ))}
    </ul>
  );
}
