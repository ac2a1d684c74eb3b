/**
 * The selected node's panel, in three tabs. Settings: name, the parameter form generated from the node
 * type's JSON Schema (expressions in the expression editor, completed and previewed from the upstream
 * output of the last test run), inline problems, notes, enabled. Data: the last run's input and output
 * in the data inspector, with pinning. Versions: the workflow's version panel (restore reloads the draft).
 * A node whose type the catalogue does not know keeps a JSON editor for its parameters.
 */
import type { NodeCatalogueEntry, RunDetail, RunStepView } from '@common/schemas/workflows';
import {
  type NodeParameters,
  nodeParametersSchema,
  type WorkflowDocument,
  type WorkflowNode,
} from '@common/workflow/document';
import { AlertTriangle, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import {
  DocumentEditRefused,
  renameNode,
  setNodeDisabled,
  setNodeNotes,
  setParameters,
  setPinnedOutput,
} from '../document/operations';
import type { NodeProblem } from '../document/validation';
import { DataInspector } from '../panels/data-inspector/data-inspector';
import { ParameterForm } from '../panels/parameter-form/parameter-form';
import { VersionPanel } from '../panels/version-panel/version-panel';
import {
  allItems,
  errorsByParameter,
  expressionContextOf,
  isTruncated,
  itemLists,
  optionalNote,
  stepItems,
  truncationNote,
} from '../runs/node-context';
import type { ChangeOptions } from './workflow-canvas';

export interface NodeSidePanelProps {
  document: WorkflowDocument;
  node: WorkflowNode;
  entry: NodeCatalogueEntry | undefined;
  problems: readonly NodeProblem[] | undefined;
  /** The node's last step in the test run shown, if it ran. */
  step: RunStepView | undefined;
  /** The test run shown: upstream outputs feed the expression editor's completion and preview. */
  run?: Pick<RunDetail, 'steps'> | null;
  /** Shows the Versions tab for this workflow. */
  workflowId?: string;
  /** After a version was restored as the draft (the editor reloads it). */
  onVersionRestored?: () => void;
  readOnly?: boolean;
  onChange: (next: WorkflowDocument, options?: ChangeOptions) => void;
  onClose: () => void;
  className?: string;
}

/** What a JSON editor's text means: parameters, or why not. */
export function parseParameters(
  text: string,
): { ok: true; value: WorkflowNode['parameters'] } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: 'Parameters are a JSON object, such as { "url": "https://…" }.' };
  }
  const parsed = nodeParametersSchema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid parameters.' };
}

function NameField({
  node,
  document,
  readOnly,
  onChange,
}: Pick<NodeSidePanelProps, 'node' | 'document' | 'readOnly' | 'onChange'>) {
  const id = useId();
  const [name, setName] = useState(node.name);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setName(node.name);
    setError(null);
  }, [node.name]);
  const commit = () => {
    if (name.trim() === node.name) return setName(node.name);
    try {
      onChange(renameNode(document, node.id, name));
      setError(null);
    } catch (err) {
      setError(err instanceof DocumentEditRefused ? err.message : 'That name cannot be used.');
    }
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Name</Label>
      <Input
        id={id}
        value={name}
        readOnly={readOnly}
        onChange={(e) => setName(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}

function ParametersField({
  node,
  entry,
  document,
  readOnly,
  onChange,
}: Pick<NodeSidePanelProps, 'node' | 'entry' | 'document' | 'readOnly' | 'onChange'>) {
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(node.parameters, null, 2));
  const [error, setError] = useState<string | null>(null);
  const emitted = useRef(node.parameters);
  // Undo, redo or another editor changed them: show what the document holds.
  useEffect(() => {
    if (node.parameters === emitted.current) return;
    emitted.current = node.parameters;
    setText(JSON.stringify(node.parameters, null, 2));
    setError(null);
  }, [node.parameters]);
  const properties = Object.keys((entry?.parameters.properties as Record<string, unknown> | undefined) ?? {});
  const required = new Set((entry?.parameters.required as string[] | undefined) ?? []);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Parameters (JSON: this node type is not in the catalogue)</Label>
      <Textarea
        id={id}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        rows={10}
        className={cn('font-mono text-xs', error && 'border-destructive')}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseParameters(e.target.value);
          if (!parsed.ok) return setError(parsed.error);
          setError(null);
          emitted.current = parsed.value;
          onChange(setParameters(document, node.id, parsed.value), { coalesce: `params-${node.id}` });
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className={cn('text-xs', error ? 'text-destructive' : 'text-muted-foreground')}>
        {error ??
          (properties.length > 0
            ? `Fields: ${properties.map((p) => (required.has(p) ? `${p} (required)` : p)).join(', ')}.`
            : 'Edit them as a JSON object.')}
      </p>
    </div>
  );
}

function SettingsForm({
  node,
  entry,
  document,
  problems,
  run,
  readOnly,
  onChange,
}: Pick<NodeSidePanelProps, 'node' | 'document' | 'problems' | 'run' | 'readOnly' | 'onChange'> & {
  entry: NodeCatalogueEntry;
}) {
  const context = useMemo(() => expressionContextOf(document, node.id, run), [document, node.id, run]);
  const errors = useMemo(() => errorsByParameter(problems), [problems]);
  return (
    <fieldset disabled={readOnly} className="min-w-0">
      <legend className="mb-2 font-medium text-sm">Parameters</legend>
      <ParameterForm
        schema={entry.parameters}
        value={node.parameters}
        errors={errors}
        context={context}
        onChange={(value) =>
          onChange(setParameters(document, node.id, value as NodeParameters), {
            coalesce: `params-${node.id}`,
          })
        }
      />
    </fieldset>
  );
}

function DataTab({
  node,
  entry,
  document,
  step,
  readOnly,
  onChange,
}: Pick<NodeSidePanelProps, 'node' | 'entry' | 'document' | 'step' | 'readOnly' | 'onChange'>) {
  const pinned = document.pinData?.[node.id];
  const outputs = entry?.outputs ?? ['output'];
  const lists = itemLists(step?.output);
  const outputNote = truncationNote(step?.output);
  const firstOutput = stepItems(step?.output);
  const pin = (on: boolean) =>
    onChange(
      setPinnedOutput(
        document,
        node.id,
        on ? firstOutput.map((i) => ({ json: (i.json ?? {}) as Record<string, unknown> })) : null,
      ),
    );
  // Pinning only the first items of an output too large to keep would change what the node gives.
  const canPin =
    !readOnly && (pinned !== undefined || (firstOutput.length > 0 && !isTruncated(step?.output)));
  if (!step && !pinned) {
    return (
      <p className="rounded-md border border-border border-dashed p-4 text-center text-muted-foreground text-sm">
        Test the workflow to see this node's input and output.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {step?.error && (
        <p role="alert" className="rounded-md bg-destructive/10 p-2 text-destructive text-xs">
          {step.error.message}
        </p>
      )}
      {step && (
        <DataInspector
          title="Input"
          items={allItems(step.input)}
          {...optionalNote(truncationNote(step.input))}
        />
      )}
      {pinned ? (
        <DataInspector title="Output (pinned)" items={pinned} pinned {...(canPin ? { onPin: pin } : {})} />
      ) : lists.length > 1 ? (
        lists.map((_list, index) => (
          <DataInspector
            // biome-ignore lint/suspicious/noArrayIndexKey: outputs are fixed by position
            key={index}
            title={`Output: ${outputs[index] ?? `output ${index + 1}`}`}
            items={stepItems(step?.output, index)}
            {...(index === 0 && canPin ? { onPin: pin } : {})}
            {...optionalNote(index === 0 ? outputNote : undefined)}
          />
        ))
      ) : (
        <DataInspector
          title="Output"
          items={firstOutput}
          {...(canPin ? { onPin: pin } : {})}
          {...optionalNote(outputNote)}
        />
      )}
    </div>
  );
}

/** The version panel, saying "you" for what the signed-in person published. */
function VersionsTab({ workflowId, onRestored }: { workflowId: string; onRestored: () => void }) {
  const { user } = useCurrentUser();
  return (
    <VersionPanel
      workflowId={workflowId}
      onRestored={onRestored}
      {...(user ? { currentUserId: user.id } : {})}
    />
  );
}

type PanelTab = 'settings' | 'data' | 'versions';

export function NodeSidePanel(props: NodeSidePanelProps) {
  const {
    document,
    node,
    entry,
    problems,
    step,
    run,
    workflowId,
    onVersionRestored,
    readOnly = false,
    onChange,
    onClose,
    className,
  } = props;
  const notesId = useId();
  const [tab, setTab] = useState<PanelTab>('settings');
  return (
    <aside
      className={cn('flex min-h-0 flex-col bg-card text-card-foreground', className)}
      aria-label={`Node ${node.name}`}
      data-testid="node-side-panel"
    >
      <div className="flex items-center gap-2 border-border border-b px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-base">{node.name}</h2>
          <p className="truncate text-muted-foreground text-xs">
            {entry ? `${entry.displayName} · ${entry.description}` : node.type}
          </p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close the node panel">
          <X />
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as PanelTab)} className="flex min-h-0 flex-1 flex-col">
        <TabsList aria-label="Node panel" className="mx-4 mt-3 self-start">
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="data">Input/Output</TabsTrigger>
          {workflowId && <TabsTrigger value="versions">Versions</TabsTrigger>}
        </TabsList>
        <TabsContent value="settings" className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4 pb-24">
          {problems && problems.length > 0 && (
            <ul
              className="space-y-1 rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-xs"
              aria-label="Problems"
            >
              {problems.map((p) => (
                <li key={p.message} className="flex gap-1.5">
                  <AlertTriangle
                    className="mt-0.5 size-3.5 shrink-0 text-amber-600 dark:text-amber-400"
                    aria-hidden="true"
                  />
                  {p.message}
                </li>
              ))}
            </ul>
          )}
          <NameField node={node} document={document} readOnly={readOnly} onChange={onChange} />
          {entry ? (
            <SettingsForm
              node={node}
              entry={entry}
              document={document}
              problems={problems}
              run={run}
              readOnly={readOnly}
              onChange={onChange}
            />
          ) : (
            <ParametersField
              node={node}
              entry={entry}
              document={document}
              readOnly={readOnly}
              onChange={onChange}
            />
          )}
          <div className="space-y-1.5">
            <Label htmlFor={notesId}>Notes</Label>
            <Textarea
              id={notesId}
              value={node.notes ?? ''}
              readOnly={readOnly}
              rows={2}
              placeholder="Why this node is here…"
              onChange={(e) =>
                onChange(setNodeNotes(document, node.id, e.target.value), { coalesce: `notes-${node.id}` })
              }
            />
          </div>
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${notesId}-enabled`}>Enabled</Label>
            <Switch
              id={`${notesId}-enabled`}
              checked={!node.disabled}
              disabled={readOnly}
              onCheckedChange={(on) => onChange(setNodeDisabled(document, node.id, !on))}
            />
          </div>
        </TabsContent>
        <TabsContent value="data" className="min-h-0 flex-1 overflow-y-auto p-4 pb-24">
          <DataTab
            node={node}
            entry={entry}
            document={document}
            step={step}
            readOnly={readOnly}
            onChange={onChange}
          />
        </TabsContent>
        {workflowId && (
          <TabsContent value="versions" className="min-h-0 flex-1 overflow-y-auto p-4 pb-24">
            <VersionsTab workflowId={workflowId} onRestored={() => onVersionRestored?.()} />
          </TabsContent>
        )}
      </Tabs>
    </aside>
  );
}
