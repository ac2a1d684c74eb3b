/**
 * /solar-crm (issue 24): a solar team's CRM. Signed in, the workspace and pipeline, then tabs: the board, the
 * table, the forecast, contacts, and (by role) import, reports and settings; `?deal=<id>` opens a deal's
 * drawer over any of them. The server checks every role; the buttons here follow the same table (crmCan).
 */
import { crmCan } from '@common/schemas/solar-crm-roles';
import { Contact, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { useScreenTitle } from '@/lib/screen-handle';
import { BoardPanel } from './board-panel';
import { type CrmTab, useCrmParams } from './crm-params';
import { CrmError, CrmLoading } from './crm-states';
import { CrmWorkspaceProvider, useCrmWorkspace } from './crm-workspace';
import { DealDrawer } from './deal-drawer';
import { NewDealDialog } from './new-deal-dialog';
import { PipelineSwitcher } from './pipeline-switcher';
import { useCrmPipelines, useCrmWorkspaces } from './solar-crm-api';
import { WorkspaceSwitcher } from './workspace-switcher';

const DealsTablePanel = lazy(() =>
  import('./deals-table-panel').then((m) => ({ default: m.DealsTablePanel })),
);
const ForecastPanel = lazy(() => import('./forecast-panel').then((m) => ({ default: m.ForecastPanel })));
const ContactsPanel = lazy(() => import('./contacts-panel').then((m) => ({ default: m.ContactsPanel })));
const ImportWizard = lazy(() => import('./import-wizard').then((m) => ({ default: m.ImportWizard })));
const ReportsPanel = lazy(() => import('./reports-panel').then((m) => ({ default: m.ReportsPanel })));
const SettingsPanel = lazy(() => import('./settings-panel').then((m) => ({ default: m.SettingsPanel })));

function CrmScreen({ switcher }: { switcher: React.ReactNode }) {
  const params = useCrmParams();
  const { role } = useCrmWorkspace();
  const pipelines = useCrmPipelines();
  const [newDeal, setNewDeal] = useState(false);
  if (pipelines.isError) {
    return (
      <CrmError error={pipelines.error} what="Your pipelines" onRetry={() => void pipelines.refetch()} />
    );
  }
  if (!pipelines.data) return <CrmLoading label="Loading your CRM" />;
  const list = pipelines.data.pipelines;
  const pipeline = list.find((p) => p.id === params.pipeline) ?? list[0];
  const openDeal = (dealId: string) => params.set({ deal: dealId });
  const canImport = crmCan(role, 'import.run');
  const emptyActions = (
    <>
      <Button variant="brand" onClick={() => setNewDeal(true)}>
        <Plus aria-hidden="true" /> Add a deal
      </Button>
      {canImport ? (
        <Button variant="outline" onClick={() => params.set({ tab: 'import' })}>
          Import a CSV
        </Button>
      ) : null}
    </>
  );
  const suspense = (node: React.ReactNode) => (
    <Suspense fallback={<Skeleton className="h-48" />}>{node}</Suspense>
  );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        {switcher}
        {pipeline ? (
          <PipelineSwitcher
            pipelines={list}
            value={pipeline.id}
            onChange={(id) => params.set({ pipeline: id }, { replace: true })}
          />
        ) : null}
        <Button variant="brand" className="ml-auto" onClick={() => setNewDeal(true)} disabled={!pipeline}>
          <Plus aria-hidden="true" /> New deal
        </Button>
      </div>
      <Tabs value={params.tab} onValueChange={(tab) => params.set({ tab: tab as CrmTab })}>
        <div className="overflow-x-auto">
          <TabsList aria-label="CRM views" className="w-max min-w-full">
            <TabsTrigger value="board">Board</TabsTrigger>
            <TabsTrigger value="table">Table</TabsTrigger>
            <TabsTrigger value="forecast">Forecast</TabsTrigger>
            <TabsTrigger value="contacts">Contacts</TabsTrigger>
            {canImport ? <TabsTrigger value="import">Import</TabsTrigger> : null}
            {crmCan(role, 'reports.read') ? <TabsTrigger value="reports">Reports</TabsTrigger> : null}
            {crmCan(role, 'settings.manage') ? <TabsTrigger value="settings">Settings</TabsTrigger> : null}
          </TabsList>
        </div>
        <TabsContent value="board" className="pt-4">
          {pipeline ? (
            <BoardPanel
              key={pipeline.id}
              pipelineId={pipeline.id}
              onOpenDeal={openDeal}
              emptyActions={emptyActions}
            />
          ) : null}
        </TabsContent>
        <TabsContent value="table" className="pt-4">
          {suspense(<DealsTablePanel pipelines={list} onOpenDeal={openDeal} emptyActions={emptyActions} />)}
        </TabsContent>
        <TabsContent value="forecast" className="pt-4">
          {suspense(<ForecastPanel />)}
        </TabsContent>
        <TabsContent value="contacts" className="pt-4">
          {suspense(<ContactsPanel onNewDeal={() => setNewDeal(true)} />)}
        </TabsContent>
        {canImport ? (
          <TabsContent value="import" className="pt-4">
            {suspense(<ImportWizard pipelines={list} />)}
          </TabsContent>
        ) : null}
        {crmCan(role, 'reports.read') ? (
          <TabsContent value="reports" className="pt-4">
            {suspense(<ReportsPanel pipelineId={pipeline?.id ?? null} />)}
          </TabsContent>
        ) : null}
        {crmCan(role, 'settings.manage') ? (
          <TabsContent value="settings" className="pt-4">
            {suspense(<SettingsPanel pipelines={list} />)}
          </TabsContent>
        ) : null}
      </Tabs>
      {pipeline ? (
        <NewDealDialog
          open={newDeal}
          onOpenChange={setNewDeal}
          pipeline={pipeline}
          onCreated={(dealId) => openDeal(dealId)}
        />
      ) : null}
      <DealDrawer dealId={params.deal} pipelines={list} onClose={() => params.set({ deal: null })} />
    </div>
  );
}

function CrmWorkspaces() {
  const params = useCrmParams();
  const workspaces = useCrmWorkspaces();
  if (workspaces.isError) {
    return (
      <CrmError error={workspaces.error} what="Your workspaces" onRetry={() => void workspaces.refetch()} />
    );
  }
  if (!workspaces.data) return <CrmLoading label="Loading your CRM" />;
  const list = workspaces.data.workspaces;
  const current = list.find((w) => w.ownerId === params.workspace) ?? list.find((w) => w.own) ?? list[0];
  if (!current) return <CrmLoading label="Loading your CRM" />;
  const switcher = (
    <WorkspaceSwitcher
      workspaces={list}
      value={current.ownerId}
      onChange={(ownerId) => {
        const chosen = list.find((w) => w.ownerId === ownerId);
        params.set({ workspace: chosen?.own ? null : ownerId, pipeline: null, deal: null, tab: null });
      }}
    />
  );
  return (
    <CrmWorkspaceProvider value={{ ownerId: current.own ? null : current.ownerId, role: current.role }}>
      <CrmScreen key={current.ownerId} switcher={switcher} />
    </CrmWorkspaceProvider>
  );
}

export function SolarCrmView() {
  const title = useScreenTitle();
  const { isAuthenticated, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-[100rem] flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex items-start gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-sun-from to-sun-to text-white shadow-lg shadow-sun-to/20">
          <Contact className="size-6" aria-hidden="true" />
        </div>
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">{title}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">
            Contacts, properties and deals in pipelines with stage probabilities and rot days; a board and a
            table with saved filters, the weighted forecast, activities and tasks, CSV import, reports and
            webhooks.
          </p>
        </div>
      </header>
      {isAuthenticated ? (
        <CrmWorkspaces />
      ) : isLoading ? (
        <Skeleton className="h-24" />
      ) : (
        <SignInPrompt
          title="Sign in to open your CRM"
          description="Your own CRM starts with two pipelines, and the leads Solara brings you arrive in it as deals."
          icon={Contact}
        />
      )}
    </div>
  );
}
