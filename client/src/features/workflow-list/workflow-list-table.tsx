/** The workflows as a table on wider screens and as cards on a phone, each row with its actions. */
import type { WorkflowListItem } from '@common/schemas/workflow-list';
import { Bot, Workflow } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCost, relativeTime } from './format-run';
import { RenameField } from './rename-field';
import { RunStatusBadge, WorkflowStatusBadge } from './status-badges';
import { useNarrowScreen } from './use-narrow-screen';
import { WorkflowActions } from './workflow-actions';

function KindIcon({ kind }: { kind: WorkflowListItem['kind'] }) {
  const Icon = kind === 'agent' ? Bot : Workflow;
  return (
    <span
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
      title={kind === 'agent' ? 'Agent' : 'Workflow'}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{kind === 'agent' ? 'Agent' : 'Workflow'}</span>
    </span>
  );
}

function NameCell({
  workflow,
  renaming,
  onDone,
}: {
  workflow: WorkflowListItem;
  renaming: boolean;
  onDone: () => void;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <KindIcon kind={workflow.kind} />
      <div className="min-w-0 flex-1">
        {renaming ? (
          <RenameField id={workflow.id} name={workflow.name} onDone={onDone} />
        ) : (
          <Link
            to={`/workflows/${workflow.id}`}
            className="block truncate rounded font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {workflow.name}
          </Link>
        )}
        {workflow.tags.length > 0 ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {workflow.tags.map((tag) => (
              <span key={tag} className="rounded bg-muted px-1.5 py-0.5 text-muted-foreground text-xs">
                {tag}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function LastRun({ run }: { run: WorkflowListItem['lastRun'] }) {
  if (!run) return <span className="text-muted-foreground text-sm">Never run</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <RunStatusBadge status={run.status} />
      <time
        dateTime={run.startedAt}
        title={new Date(run.startedAt).toLocaleString()}
        className="text-muted-foreground text-sm"
      >
        {relativeTime(run.startedAt)}
      </time>
    </span>
  );
}

export function WorkflowListTable({ workflows }: { workflows: WorkflowListItem[] }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const done = () => setRenaming(null);
  const narrow = useNarrowScreen();
  return narrow ? (
    <ul className="grid gap-3" aria-label="Your saved workflows and agents">
      {workflows.map((w) => (
        <li key={w.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
          <NameCell workflow={w} renaming={renaming === w.id} onDone={done} />
          <div className="flex flex-wrap items-center gap-2">
            <WorkflowStatusBadge status={w.status} />
            <LastRun run={w.lastRun} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-muted-foreground">Versions</dt>
              <dd className="font-medium tabular-nums">{w.versionsCount}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Runs 24 h</dt>
              <dd className="font-medium tabular-nums">{w.runs24h}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Cost 24 h</dt>
              <dd className="font-medium tabular-nums">{formatCost(w.costUsd24h)}</dd>
            </div>
          </dl>
          <WorkflowActions workflow={w} onRename={() => setRenaming(w.id)} className="justify-start" />
        </li>
      ))}
    </ul>
  ) : (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">Your saved workflows and agents</caption>
        <thead className="border-border border-b text-left text-muted-foreground text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last run
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Versions
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Runs 24 h
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Cost 24 h
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {workflows.map((w) => (
            <tr key={w.id} className="border-border border-b last:border-0 hover:bg-accent/30">
              <td className="max-w-xs px-4 py-3">
                <NameCell workflow={w} renaming={renaming === w.id} onDone={done} />
              </td>
              <td className="px-4 py-3">
                <WorkflowStatusBadge status={w.status} />
              </td>
              <td className="px-4 py-3">
                <LastRun run={w.lastRun} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{w.versionsCount}</td>
              <td className="px-4 py-3 text-right tabular-nums">{w.runs24h}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCost(w.costUsd24h)}</td>
              <td className="px-4 py-3">
                <WorkflowActions workflow={w} onRename={() => setRenaming(w.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
