import { Search } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { ConsolePanel } from './console-panel';
import { objectionCards } from './objections';

/** Item 5: Solara's FAQ answers for the rep to read out, the lead's raised concerns first, searchable. */
export function ObjectionCardsPanel({ raised }: { raised: readonly string[] }) {
  const [search, setSearch] = useState('');
  const cards = objectionCards(raised, search);
  return (
    <ConsolePanel title="Objection cards">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search the objection cards"
          placeholder="Search: price, roof, moving…"
          className="pl-9"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {cards.length === 0 ? (
        <p className="text-muted-foreground text-sm">No card matches “{search}”.</p>
      ) : (
        <ul className="grid max-h-[32rem] gap-2 overflow-y-auto" aria-label="Objection cards">
          {cards.map((c) => (
            <li key={c.id} className="rounded-lg border p-3 text-sm">
              <details open={c.raised}>
                <summary className="cursor-pointer font-medium">
                  {c.question}
                  {c.raised ? (
                    <Badge variant="outline" className="ml-2 align-middle">
                      They asked
                    </Badge>
                  ) : null}
                </summary>
                <p className="mt-2 text-muted-foreground leading-relaxed">{c.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </ConsolePanel>
  );
}
