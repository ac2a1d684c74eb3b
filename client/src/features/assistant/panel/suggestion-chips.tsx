import { Sparkles } from 'lucide-react';

/** Follow-up questions; clicking one sends it. */
export function SuggestionChips({
  suggestions,
  onPick,
  disabled,
}: {
  suggestions: string[];
  onPick: (text: string) => void;
  disabled?: boolean;
}) {
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label="Suggested questions" className="flex flex-wrap gap-1.5">
      {suggestions.map((text) => (
        <li key={text}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(text)}
            className="inline-flex items-center gap-1.5 rounded-full border border-primary/25 bg-primary/5 px-3 py-1 text-left text-primary text-xs outline-none transition-colors hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
          >
            <Sparkles className="size-3 shrink-0" aria-hidden="true" />
            {text}
          </button>
        </li>
      ))}
    </ul>
  );
}
