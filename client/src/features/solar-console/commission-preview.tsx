import type { ProposalOption } from '@common/schemas/solar-proposals';
import { dollarsOfCents } from './money';

const MILESTONES = [
  ['M1', 'signed'],
  ['M2', 'installed'],
  ['M3', 'permission to operate'],
] as const;

/** The redline commission each option would pay the setter and the closer, by milestone. Full view only. */
export function CommissionPreview({ options }: { options: readonly ProposalOption[] }) {
  const withCommission = options.filter((o) => o.commission);
  if (withCommission.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-sm">
        <caption className="sr-only">Commission by option</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-2 pr-3 font-medium">
              Paid at
            </th>
            {withCommission.map((o) => (
              <th key={o.id} scope="col" className="py-2 pr-3 font-medium">
                Option {o.id}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MILESTONES.map(([m, when]) => (
            <tr key={m} className="border-b">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {m} <span className="font-normal text-muted-foreground text-xs">({when})</span>
              </th>
              {withCommission.map((o) => {
                const c = o.commission?.milestones[m];
                return (
                  <td key={o.id} className="py-2 pr-3 tabular-nums">
                    {c
                      ? `Setter ${dollarsOfCents(c.setterCents)} · Closer ${dollarsOfCents(c.closerCents)}`
                      : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              Total
            </th>
            {withCommission.map((o) => (
              <td key={o.id} className="py-2 pr-3 font-medium tabular-nums">
                {o.commission
                  ? `${dollarsOfCents(o.commission.totalCents)} (setter ${dollarsOfCents(o.commission.setterCents)}, closer ${dollarsOfCents(o.commission.closerCents)})`
                  : '—'}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
