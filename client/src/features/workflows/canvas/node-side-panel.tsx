/**
 * The selected node's panel (a simple first version; the builders' ParameterForm, ExpressionEditor and
 * DataInspector replace its parts at merge): name, parameters as JSON with validation, notes, enabled,
 * its problems, the last test run's input and output, and pinning that output.
 */
import type { NodeCatalogueEntry, RunStepView } from '@common/schemas/workflows';
import { nodeParametersSchema, type WorkflowDocument, type WorkflowNode } from '@common/workflow/document';
import { AlertTriangle, Pin, PinOff, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
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
import type { ChangeOptions } from './workflow-canvas';

export interface NodeSidePanelProps {
  document: WorkflowDocument;
  node: WorkflowNode;
  entry: NodeCatalogueEntry | undefined;
  problems: readonly NodeProblem[] | undefined;
  /** The node's last step in the test run shown, if it ran. */
  step: RunStepView | undefined;
  readOnly?: boolean;
  onChange: (next: WorkflowDocument, options?: ChangeOptions) => void;
  onClose: () => void;
  className?: string;
}

const MAX_SHOWN = 20_000;
const asJson = (value: unknown) => {
  const text = JSON.stringify(value, null, 2) ?? '';
  return text.length > MAX_SHOWN
    ? `${text.slice(0, MAX_SHOWN)}\n… (${text.length - MAX_SHOWN} more characters)`
    : text;
};

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
      <Label htmlFor={id}>Parameters (JSON)</Label>
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
            : 'This node has no parameters.')}
      </p>
    </div>
  );
}

function ItemsView({ title, items }: { title: string; items: RunStepView['input'] | undefined }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-1 font-medium text-sm">{title}</h3>
      {items === undefined ? (
        <p className="text-muted-foreground text-xs">Test the workflow to see it.</p>
      ) : (
        <pre className="max-h-64 overflow-auto rounded-md border border-border bg-muted/50 p-2 font-mono text-[11px] leading-relaxed">
          {asJson(Array.isArray(items) ? items.flat() : items)}
        </pre>
      )}
    </section>
  );
}

export function NodeSidePanel(props: NodeSidePanelProps) {
  const { document, node, entry, problems, step, readOnly = false, onChange, onClose, className } = props;
  const notesId = useId();
  const pinned = document.pinData?.[node.id];
  const outputItems =
    step && Array.isArray(step.output)
      ? (step.output[0] as { json: Record<string, unknown> }[] | undefined)
      : undefined;
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
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4 pb-24">
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
        <ParametersField
          node={node}
          entry={entry}
          document={document}
          readOnly={readOnly}
          onChange={onChange}
        />
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
        <div className="space-y-3 border-border border-t pt-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium text-sm">Data</h3>
            {!readOnly &&
              (pinned ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onChange(setPinnedOutput(document, node.id, null))}
                >
                  <PinOff /> Unpin output
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!outputItems}
                  onClick={() =>
                    outputItems &&
                    onChange(
                      setPinnedOutput(
                        document,
                        node.id,
                        outputItems.map((i) => ({ json: i.json })),
                      ),
                    )
                  }
                  title={
                    outputItems
                      ? 'Test runs use this output instead of running the node'
                      : 'Test the workflow first'
                  }
                >
                  <Pin /> Pin output
                </Button>
              ))}
          </div>
          {step?.error && (
            <p className="rounded-md bg-destructive/10 p-2 text-destructive text-xs">{step.error.message}</p>
          )}
          <ItemsView title="Input" items={step?.input} />
          <ItemsView title={pinned ? 'Output (pinned)' : 'Output'} items={pinned ? [pinned] : step?.output} />
        </div>
      </div>
    </aside>
  );
}
