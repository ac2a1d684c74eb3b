/**
 * The owner's leads, newest first: one row each with a link that opens the lead. A table on wider screens;
 * on a phone each row stacks into a card, every value under its column's name. The name's link covers its
 * whole row, so a click anywhere on it opens the lead; the keyboard reaches one link per lead.
 */
import type { SolarLeadSummary } from '@common/schemas/solar-leads';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { formatKw, formatKwh } from './lead-labels';
import { LEAD_PARAM } from './lead-param';
import { LeadScoreMeter } from './lead-score-meter';
import { LeadStatusBadge } from './lead-status-badge';

const cell =
  'px-3 py-2 align-middle max-md:flex max-md:flex-col max-md:gap-0.5 max-md:p-0 max-md:before:text-muted-foreground max-md:before:text-xs max-md:before:content-[attr(data-label)]';
const head = 'px-3 py-2 text-left font-medium text-muted-foreground text-xs';

export function LeadsTable({ leads }: { leads: readonly SolarLeadSummary[] }) {
  const [search] = useSearchParams();
  const openLead = (id: string) => {
    const next = new URLSearchParams(search);
    next.set(LEAD_PARAM, id);
    return `?${next.toString()}`;
  };
  return (
    <table className="w-full border-collapse text-sm max-md:block">
      <caption className="sr-only">Your leads, newest first</caption>
      <thead className="max-md:sr-only">
        <tr className="border-border border-b">
          <th scope="col" className={head}>
            Lead
          </th>
          <th scope="col" className={head}>
            ZIP
          </th>
          <th scope="col" className={head}>
            System
          </th>
          <th scope="col" className={head}>
            Production a year
          </th>
          <th scope="col" className={head}>
            Score
          </th>
          <th scope="col" className={head}>
            Status
          </th>
          <th scope="col" className={head}>
            Consultation
          </th>
          <th scope="col" className={head}>
            Came in
          </th>
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {leads.map((lead) => (
          <tr
            key={lead.id}
            className="group relative border-border border-b transition-colors hover:bg-accent/40 max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4"
          >
            <th scope="row" className="px-3 py-2 text-left font-medium max-md:col-span-2 max-md:p-0">
              <Link
                to={openLead(lead.id)}
                className="rounded-sm underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-[inherit] group-hover:underline focus-visible:after:ring-2 focus-visible:after:ring-ring"
              >
                {lead.name ?? 'Anonymous'}
              </Link>
            </th>
            <td data-label="ZIP" className={cell}>
              {lead.zip ?? '—'}
            </td>
            <td data-label="System" className={`${cell} tabular-nums`}>
              {formatKw(lead.systemKw)}
            </td>
            <td data-label="Production a year" className={`${cell} tabular-nums`}>
              {formatKwh(lead.annualKwh)}
            </td>
            <td data-label="Score" className={cell}>
              <LeadScoreMeter score={lead.score} />
            </td>
            <td data-label="Status" className={cell}>
              <span>
                <LeadStatusBadge status={lead.status} />
              </span>
            </td>
            <td data-label="Consultation" className={cell}>
              {lead.appointment ? formatDateTime(lead.appointment.startsAt) : 'Not booked'}
            </td>
            <td data-label="Came in" className={`${cell} text-muted-foreground`}>
              {formatDateTime(lead.createdAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
