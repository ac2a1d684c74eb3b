/**
 * A deal in full, in a side sheet (full screen on a phone) opened by `?deal=<id>`, so it can be linked and Back
 * closes it: the header with its stage and value, then tabs for the overview, the timeline, the tasks and the
 * sales records (proposals, documents, the project, commissions).
 */
import type { CrmPipeline } from '@common/schemas/solar-crm';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { PencilRuler, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogOverlay, DialogPortal } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatCents, formatKw } from './crm-format';
import { CrmError, CrmLoading } from './crm-states';
import { DemoBadge, RottingBadge } from './deal-badges';
import { DealCommissions } from './deal-commissions';
import { DealDocuments } from './deal-documents';
import { DealOverview } from './deal-overview';
import { DealProject } from './deal-project';
import { DealProposals } from './deal-proposals';
import { DealTasks } from './deal-tasks';
import { DealTimeline } from './deal-timeline';
import { useCrmDeal } from './solar-crm-api';

type DrawerTab = 'overview' | 'activity' | 'tasks' | 'proposals' | 'documents' | 'project' | 'commissions';

function DrawerBody({ dealId, pipelines }: { dealId: string; pipelines: readonly CrmPipeline[] }) {
  const query = useCrmDeal(dealId);
  const [tab, setTab] = useState<DrawerTab>('overview');
  if (query.isError) {
    return (
      <>
        <DialogPrimitive.Title className="font-semibold text-lg">Deal</DialogPrimitive.Title>
        <CrmError error={query.error} what="This deal" onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <DialogPrimitive.Title className="sr-only">Loading the deal</DialogPrimitive.Title>
        <CrmLoading label="Loading the deal" />
      </>
    );
  }
  const deal = query.data;
  const pipeline = pipelines.find((p) => p.id === deal.pipelineId);
  const stage = pipeline?.stages.find((s) => s.id === deal.stageId);
  const kw = formatKw(deal.systemWatts);
  const openTasks = deal.tasks.filter((t) => t.doneAt === null).length;
  return (
    <>
      <header className="grid gap-2 pr-8">
        <DialogPrimitive.Title className="font-semibold text-xl leading-tight">
          {deal.contact.name}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-muted-foreground text-sm">
          {deal.title}
        </DialogPrimitive.Description>
        <p className="flex flex-wrap items-center gap-2 text-sm tabular-nums">
          <span className="rounded-full bg-muted px-2 py-0.5 font-medium">
            {stage?.name ?? 'Unknown stage'}
          </span>
          <span className="font-medium">{formatCents(deal.valueCents)}</span>
          {kw ? <span>{kw}</span> : null}
          {deal.leadScore !== null ? (
            <span className="text-muted-foreground">Lead score {deal.leadScore}</span>
          ) : null}
          <RottingBadge days={deal.rottingDays} />
          <DemoBadge demo={deal.demo} />
        </p>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to={`/solar-designer?deal=${encodeURIComponent(deal.id)}`}>
              <PencilRuler aria-hidden="true" /> Design roof
            </Link>
          </Button>
        </div>
      </header>
      <Tabs value={tab} onValueChange={(v) => setTab(v as DrawerTab)}>
        <TabsList aria-label="About this deal" className="flex flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="activity">Activity ({deal.activities.length})</TabsTrigger>
          <TabsTrigger value="tasks">Tasks ({openTasks})</TabsTrigger>
          <TabsTrigger value="proposals">Proposals</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="project">Project</TabsTrigger>
          <TabsTrigger value="commissions">Commissions</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="pt-4">
          <DealOverview deal={deal} pipeline={pipeline} />
        </TabsContent>
        <TabsContent value="activity" className="pt-4">
          <DealTimeline dealId={deal.id} activities={deal.activities} />
        </TabsContent>
        <TabsContent value="tasks" className="pt-4">
          <DealTasks dealId={deal.id} tasks={deal.tasks} />
        </TabsContent>
        <TabsContent value="proposals" className="pt-4">
          <DealProposals deal={deal} />
        </TabsContent>
        <TabsContent value="documents" className="pt-4">
          <DealDocuments dealId={deal.id} />
        </TabsContent>
        <TabsContent value="project" className="pt-4">
          <DealProject dealId={deal.id} />
        </TabsContent>
        <TabsContent value="commissions" className="pt-4">
          <DealCommissions deal={deal} />
        </TabsContent>
      </Tabs>
    </>
  );
}

export function DealDrawer({
  dealId,
  pipelines,
  onClose,
}: {
  dealId: string | null;
  pipelines: readonly CrmPipeline[];
  onClose: () => void;
}) {
  return (
    <DialogPrimitive.Root open={dealId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col gap-5 overflow-y-auto border-l bg-popover p-5 text-popover-foreground shadow-2xl outline-none data-[state=open]:animate-fade-in sm:max-w-xl"
        >
          {dealId ? <DrawerBody dealId={dealId} pipelines={pipelines} /> : null}
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}
