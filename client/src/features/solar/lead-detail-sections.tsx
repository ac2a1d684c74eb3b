/** The parts of one lead's details: who, where, what they answered, the estimate, the talk, consent, bookings. */
import { countOf } from '@common/plural';
import type { SolarLead, SolarMailDelivery } from '@common/schemas/solar-leads';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import {
  answerRows,
  formatDollars,
  formatKw,
  formatKwh,
  formatTonnes,
  mailOutcome,
  OWNERSHIP_LABELS,
  SHADE_LABELS,
} from './lead-labels';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2">
      <h3 className="font-semibold text-sm">{title}</h3>
      {children}
    </section>
  );
}

/** Label and value pairs; a pair without a value is left out, and none at all says so. */
export function Pairs({ rows, empty }: { rows: [string, ReactNode | undefined][]; empty: string }) {
  const shown = rows.filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (shown.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const linkClass = 'text-primary underline-offset-4 hover:underline';

export function ContactSection({ lead }: { lead: SolarLead }) {
  const { name, email, phone } = lead.contact;
  return (
    <DetailSection title="Contact">
      <Pairs
        empty="They left no contact details."
        rows={[
          ['Name', name],
          [
            'E-mail',
            email ? (
              <a key="email" className={linkClass} href={`mailto:${email}`}>
                {email}
              </a>
            ) : undefined,
          ],
          [
            'Phone',
            phone ? (
              <a key="phone" className={linkClass} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
                {phone}
              </a>
            ) : undefined,
          ],
        ]}
      />
    </DetailSection>
  );
}

export function PropertySection({ lead }: { lead: SolarLead }) {
  const p = lead.property;
  return (
    <DetailSection title="Property">
      <Pairs
        empty="No address or ZIP yet."
        rows={[
          ['Address', p.address],
          ['ZIP', p.zip],
          ['Home type', p.homeType],
          ['Home', p.ownership && OWNERSHIP_LABELS[p.ownership]],
          ['Roof age', p.roofAgeYears === undefined ? undefined : countOf(p.roofAgeYears, 'year')],
          ['Shade', p.shade && SHADE_LABELS[p.shade]],
        ]}
      />
    </DetailSection>
  );
}

export function AnswersSection({ lead }: { lead: SolarLead }) {
  return (
    <DetailSection title="Answers">
      <Pairs rows={answerRows(lead.answers)} empty="No answers yet." />
    </DetailSection>
  );
}

export function EstimateSection({ lead }: { lead: SolarLead }) {
  const e = lead.estimate;
  if (!e)
    return (
      <DetailSection title="Estimate">
        <p className="text-muted-foreground text-sm">Solara has not made an estimate for them yet.</p>
      </DetailSection>
    );
  const payback = e.savings.paybackYears;
  return (
    <DetailSection title="Estimate">
      <Pairs
        empty=""
        rows={[
          ['System', formatKw(e.systemKw)],
          ['Production a year', formatKwh(e.annualKwh)],
          [
            'Weather station',
            `${e.station.name}, ${e.station.state} (${Math.round(e.station.distanceKm)} km away)`,
          ],
          ['Price', formatDollars(e.savings.price)],
          ['First-year savings', formatDollars(e.savings.firstYearSavings)],
          ['Payback', payback === null ? 'Not within 25 years' : `${payback.toFixed(1)} years`],
          ['CO₂ avoided, first year', formatTonnes(e.savings.co2TonnesFirstYear)],
        ]}
      />
      <p className="text-muted-foreground text-xs">
        A non-binding estimate: the typical weather of the nearest NREL TMY3 station and a PVWatts-style
        model, {e.assumptions.lossesPct}% system losses.
      </p>
    </DetailSection>
  );
}

export function TranscriptSection({ lead }: { lead: SolarLead }) {
  return (
    <DetailSection title="Conversation">
      {lead.transcript.length === 0 ? (
        <p className="text-muted-foreground text-sm">No conversation was kept.</p>
      ) : (
        <ol aria-label="Conversation" className="grid max-h-72 gap-2 overflow-y-auto rounded-lg border p-3">
          {lead.transcript.map((turn, i) => (
            <li
              // Turns never move or get removed: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              className={turn.role === 'user' ? 'justify-self-end text-right' : 'justify-self-start'}
            >
              <p className="text-muted-foreground text-xs">
                {turn.role === 'user' ? 'Homeowner' : 'Solara'} · {formatDateTime(turn.at)}
              </p>
              <p
                className={
                  turn.role === 'user'
                    ? 'mt-0.5 whitespace-pre-wrap rounded-lg bg-primary/10 px-3 py-2 text-sm'
                    : 'mt-0.5 whitespace-pre-wrap rounded-lg bg-muted px-3 py-2 text-sm'
                }
              >
                {turn.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

export function ConsentSection({ lead }: { lead: SolarLead }) {
  return (
    <DetailSection title="Consent">
      {lead.consentText ? (
        <>
          <blockquote className="border-l-2 pl-3 text-sm italic">{lead.consentText}</blockquote>
          <p className="text-muted-foreground text-xs">
            {lead.consentAt ? `Given ${formatDateTime(lead.consentAt)}` : 'Shown, not yet given'}
          </p>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">No consent recorded yet.</p>
      )}
    </DetailSection>
  );
}

function MailOutcome({ delivery }: { delivery: SolarMailDelivery | undefined }) {
  return (
    <span className={delivery?.status === 'failed' ? 'text-destructive' : undefined}>
      {mailOutcome(delivery)}
    </span>
  );
}

export function AppointmentsSection({ lead }: { lead: SolarLead }) {
  return (
    <DetailSection title="Consultation">
      {lead.appointments.length === 0 ? (
        <p className="text-muted-foreground text-sm">Not booked.</p>
      ) : (
        <ul className="grid gap-2">
          {lead.appointments.map((a) => (
            <li key={a.id} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">
                {formatDateTime(a.startsAt)} to {formatTime(a.endsAt)}
              </p>
              <Pairs
                empty=""
                rows={[
                  ['E-mail to them', <MailOutcome key="homeowner" delivery={a.mail?.homeowner} />],
                  ['E-mail to you', <MailOutcome key="owner" delivery={a.mail?.owner} />],
                  ['Booked', formatDateTime(a.createdAt)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
