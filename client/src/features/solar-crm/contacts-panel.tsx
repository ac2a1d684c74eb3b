/** The workspace's contacts with a search (name, e-mail, phone), each with their source and property. */
import { countOf } from '@common/plural';
import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/format';
import { CrmError, CrmLoading } from './crm-states';
import { DemoBadge } from './deal-badges';
import { useCrmContacts } from './solar-crm-api';

const SOURCE = { solara: 'Solara', manual: 'By hand', import: 'Import' } as const;

export function ContactsPanel({ onNewDeal }: { onNewDeal: () => void }) {
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const query = useCrmContacts(deferred);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full max-w-sm">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search contacts"
            placeholder="Search by name, e-mail or phone"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className="pl-9"
          />
        </div>
        <Button variant="outline" onClick={onNewDeal} className="ml-auto">
          <Plus aria-hidden="true" /> New contact and deal
        </Button>
      </div>
      {query.isError ? (
        <CrmError error={query.error} what="Your contacts" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CrmLoading label="Loading your contacts" />
      ) : query.data.contacts.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          {deferred.trim()
            ? `No contact matches “${deferred.trim()}”.`
            : 'No contacts yet. Solara’s leads, an import or a new deal add them.'}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full text-sm">
            <caption className="sr-only">Contacts</caption>
            <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
              <tr>
                <th className="px-3 py-2 font-medium">Name</th>
                <th className="px-3 py-2 font-medium">E-mail</th>
                <th className="px-3 py-2 font-medium">Phone</th>
                <th className="px-3 py-2 font-medium">Property</th>
                <th className="px-3 py-2 font-medium">Source</th>
                <th className="px-3 py-2 font-medium">Added</th>
              </tr>
            </thead>
            <tbody>
              {query.data.contacts.map((c) => {
                const p = c.properties[0];
                return (
                  <tr key={c.id} className="border-t">
                    <td className="px-3 py-2 font-medium">
                      {c.name} <DemoBadge demo={c.demo} />
                    </td>
                    <td className="px-3 py-2">{c.email ?? '—'}</td>
                    <td className="px-3 py-2">{c.phone ?? '—'}</td>
                    <td className="px-3 py-2">
                      {p ? [p.address, p.city, p.state, p.zip].filter(Boolean).join(', ') || '—' : '—'}
                    </td>
                    <td className="px-3 py-2">{SOURCE[c.source]}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(c.createdAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="border-t px-3 py-2 text-muted-foreground text-xs">
            {countOf(query.data.contacts.length, 'contact')} shown
            {query.data.nextCursor ? '; search to narrow the list' : ''}
          </p>
        </div>
      )}
    </div>
  );
}
