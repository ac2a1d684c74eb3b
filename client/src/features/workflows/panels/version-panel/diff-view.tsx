/** What changed between two sides of a workflow, in words: nodes added, removed, renamed and changed, connections, settings. */
import { countOf } from '@common/plural';
import type { WorkflowDiff } from '@common/workflow/diff-schema';
import { Minus, Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';

type Change = WorkflowDiff['settings'][number];

function valueText(value: unknown): string {
  if (value === undefined) return '(not set)';
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** `["parameters","options","timeout"]` → "options.timeout" (a node's settings live under parameters). */
function changePath(path: Change['path']): string {
  const parts = path[0] === 'parameters' && path.length > 1 ? path.slice(1) : path;
  return (
    parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') ||
    '(whole value)'
  );
}

function ChangeLine({ change }: { change: Change }) {
  return (
    <li className="grid gap-0.5 text-xs sm:flex sm:flex-wrap sm:items-baseline sm:gap-1.5">
      <span className="font-mono text-foreground">{changePath(change.path)}</span>
      <span className="min-w-0 break-all font-mono text-destructive line-through decoration-destructive/50">
        {valueText(change.before)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        →
      </span>
      <span className="sr-only">changed to</span>
      <span className="min-w-0 break-all font-mono text-success">{valueText(change.after)}</span>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h4 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h4>
      {children}
    </section>
  );
}

export function diffSummary(diff: WorkflowDiff): string {
  const parts: string[] = [];
  const count = (n: number, one: string, many: string) => n && parts.push(countOf(n, one, many));
  count(diff.nodes.added.length, 'node added', 'nodes added');
  count(diff.nodes.removed.length, 'node removed', 'nodes removed');
  count(diff.nodes.renamed.length, 'node renamed', 'nodes renamed');
  count(diff.nodes.changed.length, 'node changed', 'nodes changed');
  count(diff.nodes.moved.length, 'node moved', 'nodes moved');
  count(diff.edges.added.length + diff.edges.removed.length, 'connection changed', 'connections changed');
  count(diff.settings.length, 'setting changed', 'settings changed');
  count(diff.pinData.length, 'pinned output changed', 'pinned outputs changed');
  return parts.length ? parts.join(', ') : 'No differences.';
}

export function DiffView({ diff, nodeNames }: { diff: WorkflowDiff; nodeNames: Record<string, string> }) {
  const names: Record<string, string> = { ...nodeNames };
  for (const ref of [...diff.nodes.added, ...diff.nodes.removed, ...diff.nodes.changed])
    names[ref.id] = ref.name;
  const nameOf = (id: string) => names[id] ?? id;
  const { nodes, edges } = diff;
  return (
    <div className="grid gap-4" data-testid="diff">
      <p className="text-sm">{diffSummary(diff)}</p>
      {nodes.added.length + nodes.removed.length + nodes.renamed.length > 0 ? (
        <Section title="Nodes">
          <ul className="grid gap-1 text-sm">
            {nodes.added.map((n) => (
              <li key={`+${n.id}`} className="flex items-center gap-1.5">
                <Plus aria-hidden="true" className="size-3.5 text-success" />
                <span className="sr-only">Added:</span>
                {n.name} <span className="text-muted-foreground text-xs">({n.type})</span>
              </li>
            ))}
            {nodes.removed.map((n) => (
              <li key={`-${n.id}`} className="flex items-center gap-1.5">
                <Minus aria-hidden="true" className="size-3.5 text-destructive" />
                <span className="sr-only">Removed:</span>
                {n.name} <span className="text-muted-foreground text-xs">({n.type})</span>
              </li>
            ))}
            {nodes.renamed.map((n) => (
              <li key={`~${n.id}`} className="flex items-center gap-1.5">
                <Pencil aria-hidden="true" className="size-3.5 text-muted-foreground" />
                <span className="sr-only">Renamed:</span>
                {n.before} → {n.after}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {nodes.changed.length > 0 ? (
        <Section title="Changed settings">
          {nodes.changed.map((node) => (
            <div key={node.id} className="grid gap-1 rounded-md border border-border p-2">
              <p className="font-medium text-sm">{node.name}</p>
              <ul className="grid gap-1">
                {node.changes.map((change) => (
                  <ChangeLine key={JSON.stringify(change.path)} change={change} />
                ))}
              </ul>
            </div>
          ))}
        </Section>
      ) : null}
      {edges.added.length + edges.removed.length > 0 ? (
        <Section title="Connections">
          <ul className="grid gap-1 text-sm">
            {edges.added.map((e) => (
              <li key={`+${e.id}`} className="flex items-center gap-1.5">
                <Plus aria-hidden="true" className="size-3.5 text-success" />
                <span className="sr-only">Connected:</span>
                {nameOf(e.source)} → {nameOf(e.target)}
              </li>
            ))}
            {edges.removed.map((e) => (
              <li key={`-${e.id}`} className="flex items-center gap-1.5">
                <Minus aria-hidden="true" className="size-3.5 text-destructive" />
                <span className="sr-only">Disconnected:</span>
                {nameOf(e.source)} → {nameOf(e.target)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {diff.settings.length > 0 ? (
        <Section title="Workflow settings">
          <ul className="grid gap-1">
            {diff.settings.map((change) => (
              <ChangeLine key={JSON.stringify(change.path)} change={change} />
            ))}
          </ul>
        </Section>
      ) : null}
      {nodes.moved.length > 0 ? (
        <p className="text-muted-foreground text-xs">
          Moved on the canvas: {nodes.moved.map((n) => n.name).join(', ')}.
        </p>
      ) : null}
      {diff.pinData.length > 0 ? (
        <p className="text-muted-foreground text-xs">
          Pinned output changed for: {diff.pinData.map(nameOf).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
