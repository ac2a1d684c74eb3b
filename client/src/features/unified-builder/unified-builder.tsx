/**
 * The unified builder (/workflow-builder-legacy, issue 10 item 6): tabs Wizard, Canvas, Steps and JSON
 * over one in-memory document and one draft editor (undo history, autosave with the revision check), so
 * switching tabs never loses an edit. The tab is kept in the address (`&tab=json`).
 */
import type { WorkflowDetail } from '@common/schemas/workflows';
import { Bot, Braces, ListOrdered, Workflow } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StepsEditor } from '@/features/steps-editor';
import {
  BUILDER_SCREEN_HEIGHT,
  CanvasEditor,
  DraftEditorAlerts,
  DraftPublishActions,
  SAVE_STATUS_LABEL,
  UndoRedoButtons,
  useDraftEditor,
  WorkflowGate,
} from '@/features/workflows';
import { cn } from '@/lib/cn';
import { JsonTab } from './json-tab';
import { WizardTab } from './wizard-tab';

export const TABS = ['wizard', 'canvas', 'steps', 'json'] as const;
export type UnifiedTab = (typeof TABS)[number];

const TAB_LABEL: Record<UnifiedTab, { label: string; icon: typeof Bot }> = {
  wizard: { label: 'Wizard', icon: Bot },
  canvas: { label: 'Canvas', icon: Workflow },
  steps: { label: 'Steps', icon: ListOrdered },
  json: { label: 'JSON', icon: Braces },
};

const UNIFIED_KINDS = ['workflow', 'agent'] as const;

const isTab = (value: string | null): value is UnifiedTab => TABS.includes(value as UnifiedTab);

export function UnifiedEditor({ workflow, title }: { workflow: WorkflowDetail; title: string }) {
  const editor = useDraftEditor(workflow);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: UnifiedTab = isTab(requested) ? requested : workflow.kind === 'agent' ? 'wizard' : 'canvas';
  const [name, setName] = useState(workflow.name);
  const named = { ...workflow, name };
  const onRenamed = useCallback((next: string) => setName(next), []);
  const choose = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs
      value={tab}
      onValueChange={choose}
      className={cn('flex min-h-[520px] flex-col', BUILDER_SCREEN_HEIGHT)}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-border border-b px-4 py-2">
        {/* On the Canvas tab the canvas's toolbar carries the page's heading. */}
        {tab !== 'canvas' && tab !== 'steps' ? (
          <div className="min-w-0">
            <h1 className="font-semibold text-lg leading-tight tracking-tight">{title}</h1>
            <p className="truncate text-muted-foreground text-xs">
              <span className="font-medium text-foreground">{name}</span> ·{' '}
              <span role="status" data-testid="unified-save-status">
                {SAVE_STATUS_LABEL[editor.status]}
              </span>
            </p>
          </div>
        ) : null}
        <TabsList aria-label="Views of this workflow" className="w-full sm:w-auto">
          {TABS.map((value) => {
            const { label, icon: Icon } = TAB_LABEL[value];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon className="size-4 max-sm:hidden" aria-hidden="true" /> {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {tab === 'wizard' || tab === 'json' ? (
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <UndoRedoButtons editor={editor} />
            <DraftPublishActions workflow={workflow} editor={editor} />
          </div>
        ) : null}
      </div>
      {tab !== 'canvas' && tab !== 'steps' && <DraftEditorAlerts editor={editor} />}
      <TabsContent value="wizard" className="min-h-0 flex-1 overflow-y-auto">
        <WizardTab workflow={named} editor={editor} onRenamed={onRenamed} />
      </TabsContent>
      <TabsContent value="canvas" className="flex min-h-0 flex-1 flex-col">
        <CanvasEditor workflow={named} title={title} editor={editor} className="min-h-0 flex-1" />
      </TabsContent>
      <TabsContent value="steps" className="min-h-0 flex-1 overflow-y-auto">
        <StepsEditor
          workflow={named}
          editor={editor}
          heading={<h1 className="font-semibold text-lg leading-tight tracking-tight">{title}</h1>}
        />
      </TabsContent>
      <TabsContent value="json" className="flex min-h-0 flex-1 flex-col">
        <JsonTab document={editor.document} onChange={editor.change} className="min-h-0 flex-1" />
      </TabsContent>
    </Tabs>
  );
}

export function UnifiedBuilder({ workflowId, basePath }: { workflowId: string | null; basePath: string }) {
  return (
    <WorkflowGate
      workflowId={workflowId}
      basePath={basePath}
      icon={ListOrdered}
      subtitle="One workflow, four views: the agent wizard, the canvas, a list of steps and its JSON."
      kinds={UNIFIED_KINDS}
    >
      {(workflow, title) => <UnifiedEditor workflow={workflow} title={title} />}
    </WorkflowGate>
  );
}
