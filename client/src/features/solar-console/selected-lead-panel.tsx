import type { CrmPipeline } from '@common/schemas/solar-crm';
import { Mail, Phone } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { TranscriptSection, useSolarLead } from '@/features/solar';
import { ConsoleError, ConsolePanel } from './console-panel';
import { useConsoleWorkspace } from './console-workspace';
import { FollowUpTaskForm } from './follow-up-task-form';
import { LeadSummarySection } from './lead-summary-section';
import { LogActivityForm } from './log-activity-form';
import { MissingFieldsSection } from './missing-fields-section';
import { ProposalSection } from './proposal-section';
import type { HomeownerFacts } from './qualification';
import { StageMoveSelect } from './stage-move-select';
import { useDeal } from './use-console-queries';

const linkClass = 'inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline';

/** Item 3 and 4: the selected deal: who and what Solara learned, what to ask, quick actions, the proposal. */
export function SelectedLeadPanel({
  dealId,
  pipelines,
}: {
  dealId: string;
  pipelines: readonly CrmPipeline[];
}) {
  const { own } = useConsoleWorkspace();
  const deal = useDeal(dealId);
  const leadId = own ? (deal.data?.leadId ?? null) : null;
  const lead = useSolarLead(leadId);
  if (deal.isPending) return <Skeleton className="h-96" />;
  if (deal.isError)
    return (
      <ConsolePanel title="Lead">
        <ConsoleError error={deal.error} what="load this deal" />
      </ConsolePanel>
    );
  const d = deal.data;
  const facts: HomeownerFacts = { lead: lead.data ?? null, contact: d.contact, property: d.property };
  const pipeline = pipelines.find((p) => p.id === d.pipelineId);
  const leadLoading = leadId !== null && lead.isPending;
  return (
    <div className="grid gap-4">
      <ConsolePanel title={d.contact.name}>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {d.contact.phone ? (
            <a className={linkClass} href={`tel:${d.contact.phone.replace(/[^+\d]/g, '')}`}>
              <Phone aria-hidden="true" className="size-4" />
              {d.contact.phone}
            </a>
          ) : null}
          {d.contact.email ? (
            <a className={linkClass} href={`mailto:${d.contact.email}`}>
              <Mail aria-hidden="true" className="size-4" />
              {d.contact.email}
            </a>
          ) : null}
          <span className="text-muted-foreground">{d.title}</span>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="font-semibold text-sm">What we know</h3>
            {leadLoading ? <Skeleton className="h-24" /> : <LeadSummarySection facts={facts} />}
            {lead.isError ? <ConsoleError error={lead.error} what="load Solara’s conversation" /> : null}
            {!own && d.leadId ? (
              <p className="text-muted-foreground text-xs">
                Solara’s conversation is kept with the workspace owner’s leads.
              </p>
            ) : null}
          </div>
          <div className="grid content-start gap-2">
            <h3 className="font-semibold text-sm">Still to ask</h3>
            {leadLoading ? <Skeleton className="h-24" /> : <MissingFieldsSection facts={facts} />}
          </div>
        </div>
        {lead.data ? (
          <details>
            <summary className="cursor-pointer font-medium text-sm">The whole conversation</summary>
            <div className="mt-2">
              <TranscriptSection lead={lead.data} />
            </div>
          </details>
        ) : null}
      </ConsolePanel>
      <ConsolePanel title="Quick actions">
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <LogActivityForm dealId={d.id} />
          <StageMoveSelect deal={d} pipeline={pipeline} />
        </div>
        <FollowUpTaskForm dealId={d.id} />
      </ConsolePanel>
      <ConsolePanel title="Proposal">
        <ProposalSection deal={d} />
      </ConsolePanel>
    </div>
  );
}
