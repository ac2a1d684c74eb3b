/** The head of /solar: what the solar vertical does, in three plain points, and where to go from here. */
import { CalendarCheck, Inbox, MessageSquareText, SunMedium } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useScreenTitle } from '@/lib/screen-handle';

const POINTS = [
  {
    icon: SunMedium,
    title: 'An honest estimate',
    text: 'Solara sizes a system from a homeowner’s bill and ZIP and estimates its production from NREL TMY3 typical-year weather at the nearest US station, with a PVWatts-style model. Price, savings, payback and CO₂ come with every assumption shown.',
  },
  {
    icon: CalendarCheck,
    title: 'Consultations in your hours',
    text: 'Solara offers the open slots of the booking hours you set here and books one with the homeowner’s consent; both of you get an e-mail.',
  },
  {
    icon: Inbox,
    title: 'Leads land here',
    text: 'Contact, answers, estimate, the whole conversation and a qualification score, for you alone.',
  },
] as const;

/** `actions`: more shortcuts beside Talk to Solara (signed out, a way in). */
export function SolarHubHeader({ actions }: { actions?: ReactNode }) {
  const title = useScreenTitle();
  return (
    <header className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-sun-from to-sun-to text-white shadow-lg shadow-sun-to/20">
            <SunMedium className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-pretty text-muted-foreground">
            Solara, your solar agent, talks with homeowners, gives them an estimate for their own roof and
            books a consultation with you.
          </p>
        </div>
        <nav aria-label="Solar shortcuts" className="flex flex-wrap gap-2">
          <Button asChild variant="brand">
            <Link to="/solar-ai-agent">
              <MessageSquareText aria-hidden="true" />
              Talk to Solara
            </Link>
          </Button>
          {actions}
        </nav>
      </div>
      <ul className="grid gap-3 md:grid-cols-3">
        {POINTS.map(({ icon: Icon, title: point, text }) => (
          <li key={point} className="flex gap-3 rounded-xl border border-border bg-card/70 p-4 shadow-xs">
            <Icon className="mt-0.5 size-5 shrink-0 text-sun-to dark:text-solar-from" aria-hidden="true" />
            <div>
              <p className="font-medium text-sm">{point}</p>
              <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </header>
  );
}
