/** A deal's contact, property and how it moved through the stages. */
import type { CrmDeal, CrmPipeline } from '@common/schemas/solar-crm';
import { formatDateTime } from '@/lib/format';
import { formatCents } from './crm-format';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}

export function DealOverview({ deal, pipeline }: { deal: CrmDeal; pipeline: CrmPipeline | undefined }) {
  const stageName = (id: string | null) =>
    id === null ? 'Created' : (pipeline?.stages.find((s) => s.id === id)?.name ?? 'A removed stage');
  const p = deal.property;
  const address = p
    ? [p.address, p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return (
    <div className="grid gap-6">
      <section aria-labelledby="deal-contact" className="grid gap-2">
        <h3 id="deal-contact" className="font-semibold">
          Contact
        </h3>
        <dl className="grid gap-1.5">
          <Row label="Name" value={deal.contact.name} />
          <Row
            label="E-mail"
            value={
              deal.contact.email ? (
                <a href={`mailto:${deal.contact.email}`} className="underline">
                  {deal.contact.email}
                </a>
              ) : null
            }
          />
          <Row
            label="Phone"
            value={
              deal.contact.phone ? (
                <a href={`tel:${deal.contact.phone}`} className="underline">
                  {deal.contact.phone}
                </a>
              ) : null
            }
          />
          <Row
            label="Source"
            value={
              deal.source === 'solara'
                ? 'Solara lead'
                : deal.source === 'import'
                  ? 'CSV import'
                  : 'Added by hand'
            }
          />
          <Row label="Notes" value={deal.contact.notes} />
        </dl>
      </section>
      <section aria-labelledby="deal-property" className="grid gap-2">
        <h3 id="deal-property" className="font-semibold">
          Property
        </h3>
        {p ? (
          <dl className="grid gap-1.5">
            <Row label="Address" value={address} />
            <Row label="Utility" value={p.utility} />
            <Row
              label="Annual use"
              value={p.annualKwh !== undefined ? `${p.annualKwh.toLocaleString('en-US')} kWh` : null}
            />
            <Row
              label="Monthly bill"
              value={p.monthlyBillCents !== undefined ? formatCents(p.monthlyBillCents) : null}
            />
          </dl>
        ) : (
          <p className="text-muted-foreground text-sm">No property recorded for this deal.</p>
        )}
      </section>
      <section aria-labelledby="deal-stages" className="grid gap-2">
        <h3 id="deal-stages" className="font-semibold">
          Stage history
        </h3>
        {deal.stageHistory.length === 0 ? (
          <p className="text-muted-foreground text-sm">No moves yet.</p>
        ) : (
          <ol className="grid gap-1.5 text-sm">
            {deal.stageHistory.map((h) => (
              <li key={`${h.at}-${h.toStageId}`} className="flex flex-wrap justify-between gap-2">
                <span>
                  {stageName(h.fromStageId)} → <strong>{stageName(h.toStageId)}</strong>
                </span>
                <time dateTime={h.at} className="text-muted-foreground">
                  {formatDateTime(h.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
