/**
 * The debugger of /builder-enhanced over one workflow: the canvas (read-only) with a run timeline. Pick
 * a past run or follow live ones (server-sent events), step through it node by node (buttons, ← → or
 * j k, Home, End), the current node highlighted; for each step its input and output items, the values
 * its expressions produced, its error and logs; re-run from the step's node (a partial run).
 */

import type { RunEvent } from '@common/schemas/run-events';
import type { RunDetail, RunSummary, WorkflowDetail } from '@common/schemas/workflows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Edge, FitViewOptions, ReactFlowInstance } from '@xyflow/react';
import { ChevronLeft, ChevronRight, Pencil, Play, Radio, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import {
  fetchVersion,
  useNodeTypes,
  useRun,
  useRunEvents,
  useStartRun,
  useWorkflowRuns,
  workflowKeys,
} from '../api';
import { BUILDER_SCREEN_HEIGHT } from '../builder-screen';
import type { CanvasFlowNode } from '../canvas/to-flow';
import { WorkflowCanvas } from '../canvas/workflow-canvas';
import { DraftPublishActions } from '../draft/draft-publish-actions';
import type { TestOutcome } from '../runs/use-test-run';
import { chatRunInput, chatTriggerOf } from '../test-chat/chat-run';
import { WorkflowTestChat } from '../test-chat/workflow-test-chat';
import { StepDetails } from './step-details';
import { canvasStateAt, clampStep, formatMs, isLive, stepForKey, timelineOf } from './stepping';

export interface RunDebuggerProps {
  workflow: WorkflowDetail;
  title: string;
  runId: string | null;
  /** Opens another run (the page keeps it in `?run=`). */
  onRunChange: (runId: string) => void;
}

const STEP_DOT: Record<string, string> = {
  succeeded: 'bg-emerald-500',
  failed: 'bg-red-500',
  waiting: 'bg-amber-500',
};

const runLabel = (run: RunSummary) =>
  `${formatDateTime(run.startedAt)} · ${run.status} · ${run.trigger}${run.versionNumber ? ` · v${run.versionNumber}` : ' · draft'}`;

/** Keys typed into a field, or moving inside tabs and menus, are theirs. */
function ownKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="tablist"], [role="menu"], .cm-editor',
    ),
  );
}

export function RunDebugger({ workflow, title, runId: chosenRunId, onRunChange }: RunDebuggerProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const runs = useWorkflowRuns(workflow.id);
  const runId = chosenRunId ?? runs.data?.[0]?.id ?? null;
  const run = useRun(workflow.id, runId);
  const nodeTypes = useNodeTypes();
  const catalogue = nodeTypes.data ?? [];
  const types = useMemo(() => new Map(catalogue.map((t) => [t.type, t])), [catalogue]);
  const versionNumber = run.data?.versionNumber ?? null;
  const version = useQuery({
    queryKey: workflowKeys.version(workflow.id, versionNumber ?? 0),
    queryFn: () => fetchVersion(workflow.id, versionNumber ?? 0),
    enabled: versionNumber !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const document = versionNumber !== null ? version.data?.document : workflow.draft;
  const startRun = useStartRun(workflow.id);
  // "Run now" runs the draft; one that starts at a chat trigger is run with a message from the test chat.
  const chatTrigger = useMemo(() => chatTriggerOf(workflow.draft), [workflow.draft]);
  const [chatOpen, setChatOpen] = useState(false);
  const [follow, setFollow] = useState(false);
  const [index, setIndex] = useState(0);
  /** After a re-run: the node whose step to open once the new run is shown. */
  const focusNode = useRef<string | null>(null);
  const flowRef = useRef<ReactFlowInstance<CanvasFlowNode, Edge> | null>(null);

  const steps = useMemo(() => timelineOf(run.data), [run.data]);
  const current = clampStep(index, steps.length);
  const step = current >= 0 ? steps[current] : undefined;

  // A new run opens on the node it was re-run from, on its newest step when following, else on its first.
  const shownRun = run.data?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another run is shown
  useEffect(() => {
    if (!shownRun) return;
    const focus = focusNode.current;
    focusNode.current = null;
    const at = focus ? steps.findIndex((s) => s.nodeId === focus) : -1;
    setIndex(at >= 0 ? at : follow ? steps.length - 1 : 0);
  }, [shownRun]);

  // Following: stay on the newest step as the run goes on (stepping by hand stops following).
  useEffect(() => {
    if (follow) setIndex(steps.length - 1);
  }, [follow, steps.length]);

  const onEvent = useCallback(
    (event: RunEvent) => {
      if (!('runId' in event)) return;
      if (event.type === 'run-started' || event.type === 'run-finished') {
        void queryClient.invalidateQueries({ queryKey: workflowKeys.runs(workflow.id) });
      }
      if (event.type === 'run-started' && follow && event.runId !== runId) onRunChange(event.runId);
      if (event.runId === runId && (event.type === 'node-finished' || event.type === 'run-finished')) {
        void queryClient.invalidateQueries({ queryKey: workflowKeys.run(workflow.id, event.runId) });
      }
    },
    [queryClient, workflow.id, follow, runId, onRunChange],
  );
  useRunEvents(workflow.id, onEvent);

  const go = useCallback(
    (next: number) => {
      setIndex(clampStep(next, steps.length));
      setFollow(false);
    },
    [steps.length],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || ownKeys(event.target))
        return;
      const next = stepForKey(event.key, current, steps.length);
      if (next === null) return;
      event.preventDefault();
      go(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, steps.length, go]);

  // Bring the current node into view.
  const stepNode = step?.nodeId;
  // The canvas opens on the current node (fitted in the canvas's own area, beside the panel) and fits it
  // again if the area changes size before the person moves the view.
  const stepFit = useMemo<FitViewOptions<CanvasFlowNode> | undefined>(
    () => (stepNode ? { nodes: [{ id: stepNode }], maxZoom: 1, minZoom: 0.25, padding: 0.8 } : undefined),
    [stepNode],
  );
  useEffect(() => {
    const flow = flowRef.current;
    if (!flow || !stepNode) return;
    // Readable: at most 100% (a phone's first view of a whole graph is tiny), never far out.
    void flow.fitView({
      nodes: [{ id: stepNode }],
      maxZoom: 1,
      minZoom: 0.25,
      padding: 0.8,
      duration: 200,
    });
  }, [stepNode]);

  const canvasRuns = useMemo(
    () => (run.data && current >= 0 ? canvasStateAt(run.data, steps, current).nodes : undefined),
    [run.data, steps, current],
  );
  const selection = useMemo(() => new Set(stepNode ? [stepNode] : []), [stepNode]);
  const names = useMemo(() => new Map((document?.nodes ?? []).map((n) => [n.id, n.name])), [document]);

  const rerun = async (fromNodeId: string, previous: RunDetail) => {
    try {
      const started = await startRun.mutateAsync({ previousRunId: previous.id, fromNodeId });
      focusNode.current = fromNodeId;
      onRunChange(started.id);
      toast({ title: `Re-ran from ${names.get(fromNodeId) ?? 'the node'}: ${started.status}` });
    } catch (err) {
      toast({
        title: 'The run could not be started',
        description: serverMessage(err) ?? 'Try again.',
        variant: 'destructive',
      });
    }
  };

  const sendChat = async (message: string, sessionId: string): Promise<TestOutcome> => {
    try {
      const started = await startRun.mutateAsync({ input: chatRunInput(message, sessionId) });
      onRunChange(started.id);
      return { run: started };
    } catch (err) {
      return { error: serverMessage(err) ?? 'The run could not be started.' };
    }
  };

  const runNow = async () => {
    if (chatTrigger) {
      setChatOpen(true);
      return;
    }
    try {
      const started = await startRun.mutateAsync({});
      onRunChange(started.id);
    } catch (err) {
      toast({
        title: 'The run could not be started',
        description: serverMessage(err) ?? 'Try again.',
        variant: 'destructive',
      });
    }
  };

  const header = (
    <div className="flex flex-wrap items-center gap-2 border-border border-b bg-card px-3 py-2">
      <div className="mr-auto min-w-0">
        <h1 className="truncate font-semibold text-base">{title}</h1>
        <p className="truncate text-muted-foreground text-xs">{workflow.name}</p>
      </div>
      <label htmlFor={`${ids}-run`} className="sr-only">
        Run
      </label>
      <NativeSelect
        id={`${ids}-run`}
        className="h-8 w-full max-w-full text-xs sm:w-72"
        value={runId ?? ''}
        disabled={!runs.data || runs.data.length === 0}
        onChange={(e) => {
          setFollow(false);
          onRunChange(e.target.value);
        }}
      >
        {runs.data?.length === 0 && <option value="">No runs yet</option>}
        {chosenRunId && runs.data && !runs.data.some((r) => r.id === chosenRunId) && (
          <option value={chosenRunId}>This run</option>
        )}
        {runs.data?.map((r) => (
          <option key={r.id} value={r.id}>
            {runLabel(r)}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="sm"
        variant={follow ? 'default' : 'outline'}
        aria-pressed={follow}
        onClick={() => setFollow((f) => !f)}
        title="Open each new run as it starts and stay on its newest step"
      >
        <Radio /> Follow live
      </Button>
      <Button size="sm" variant="outline" onClick={() => void runNow()} disabled={startRun.isPending}>
        <Play /> Run now
      </Button>
      <DraftPublishActions workflow={workflow} />
      <Button size="sm" variant="ghost" asChild>
        <Link to={`/builder-advanced?workflow=${encodeURIComponent(workflow.id)}`}>
          <Pencil /> Edit
        </Link>
      </Button>
    </div>
  );

  let panel: React.ReactNode;
  if (runs.isPending || (runId && run.isPending)) {
    panel = (
      <div role="status" aria-busy="true" aria-label="Loading the run" className="space-y-2 p-4">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (runs.isError || run.isError) {
    panel = (
      <div role="alert" className="space-y-2 p-4">
        <p className="text-destructive text-sm">
          {serverMessage(run.error ?? runs.error) ?? 'The run could not be loaded.'}
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void (run.isError ? run.refetch() : runs.refetch())}
        >
          Try again
        </Button>
      </div>
    );
  } else if (!run.data) {
    panel = (
      <div className="space-y-3 p-4 text-sm">
        <p className="font-medium">This workflow has not run yet.</p>
        <p className="text-muted-foreground">
          Run it now, or turn on Follow live and start it from elsewhere.
        </p>
        <Button size="sm" onClick={() => void runNow()} disabled={startRun.isPending}>
          <Play /> Run now
        </Button>
      </div>
    );
  } else {
    const r = run.data;
    panel = (
      <div className="space-y-4 p-4 pb-24">
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            aria-label="Previous step"
            aria-keyshortcuts="ArrowLeft"
            disabled={current <= 0}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft />
          </Button>
          <p className="min-w-0 flex-1 text-center text-sm" aria-live="polite" data-testid="step-position">
            {steps.length === 0 ? (
              isLive(r.status) ? (
                'Waiting for the first node…'
              ) : (
                'No node ran.'
              )
            ) : (
              <>
                Step {current + 1} of {steps.length}:{' '}
                <span className="font-medium">{names.get(step?.nodeId ?? '') ?? step?.nodeId}</span>
              </>
            )}
          </p>
          <Button
            size="icon"
            variant="outline"
            aria-label="Next step"
            aria-keyshortcuts="ArrowRight"
            disabled={current >= steps.length - 1}
            onClick={() => go(current + 1)}
          >
            <ChevronRight />
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">
          Run {r.status}
          {r.durationMs !== null ? ` in ${formatMs(r.durationMs)}` : ''}
          {r.error ? `: ${r.error.message}` : ''}. Keys: ← → (or j k), Home, End.
        </p>
        <ol aria-label="Run timeline" className="flex gap-1 overflow-x-auto pb-1">
          {steps.map((s, i) => (
            <li key={s.seq}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${names.get(s.nodeId) ?? s.nodeId}, ${s.status}`}
                className={cn(
                  'flex items-center gap-1.5 whitespace-nowrap rounded-md border border-border px-2 py-1 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  i === current ? 'bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
                )}
              >
                <span className={cn('size-2 rounded-full', STEP_DOT[s.status])} aria-hidden="true" />
                {names.get(s.nodeId) ?? s.nodeId}
              </button>
            </li>
          ))}
        </ol>
        {step && document && (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void rerun(step.nodeId, r)}
              disabled={startRun.isPending || isLive(r.status)}
              title="Run this node and everything after it again, with the earlier nodes' output from this run"
            >
              <RotateCcw /> Re-run from here
            </Button>
            <StepDetails
              key={`${r.id}-${step.seq}`}
              document={document}
              entry={types.get(document.nodes.find((n) => n.id === step.nodeId)?.type ?? '')}
              runId={r.id}
              step={step}
              before={steps.slice(0, current + 1)}
              workflow={workflow}
            />
          </>
        )}
      </div>
    );
  }

  return (
    <div className={cn('flex min-h-[480px] flex-col', BUILDER_SCREEN_HEIGHT)} data-testid="run-debugger">
      {header}
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <div className="relative h-[38%] min-h-[200px] shrink-0 md:h-auto md:min-w-0 md:flex-1">
          {document ? (
            <WorkflowCanvas
              document={document}
              catalogue={catalogue}
              readOnly
              runs={canvasRuns}
              selection={selection}
              onSelectionChange={(picked) => {
                const [id] = [...picked];
                if (!id || id === stepNode) return;
                let at = -1;
                for (let i = steps.length - 1; i >= 0; i -= 1)
                  if (steps[i]?.nodeId === id) {
                    at = i;
                    break;
                  }
                if (at >= 0) go(at);
              }}
              fitViewOptions={stepFit}
              onInit={(instance) => {
                flowRef.current = instance;
              }}
            />
          ) : (
            <div
              className="flex size-full items-center justify-center"
              role="status"
              aria-label="Loading the workflow"
            >
              <Skeleton className="size-3/4" />
            </div>
          )}
          {chatOpen && chatTrigger && (
            <WorkflowTestChat
              triggerName={chatTrigger.name}
              initialMessages={String(chatTrigger.parameters.initialMessages ?? '')}
              send={sendChat}
              onClose={() => setChatOpen(false)}
              className={cn(
                'fixed inset-x-0 bottom-0 z-30 h-[70dvh] rounded-t-2xl border-border border-t shadow-2xl',
                'md:absolute md:inset-x-auto md:right-3 md:bottom-3 md:h-[min(34rem,calc(100%-1.5rem))] md:w-96 md:rounded-2xl md:border',
              )}
            />
          )}
        </div>
        <aside
          aria-label="Run step"
          className="min-h-0 flex-1 overflow-y-auto border-border border-t bg-card md:w-[28rem] md:flex-none md:border-t-0 md:border-l"
        >
          {panel}
        </aside>
      </div>
    </div>
  );
}
