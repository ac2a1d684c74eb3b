/**
 * A workflow's history: publish the draft with a note, the published versions (who, when, which is
 * live), what changed between any two of them or the draft, and restoring an old one as the draft.
 */
import type { VersionSummary } from '@common/schemas/workflows';
import { GitCompare, History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { DeployVersionButton } from '@/features/fleet';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import type { DiffSide } from '../panels-api';
import { DiffView } from './diff-view';
import { PublishForm } from './publish-form';
import { RestoreDialog } from './restore-dialog';
import { usePublishDraft, useRestoreVersion, useVersionDiff, useWorkflowVersions } from './use-versions';

export interface VersionPanelProps {
  workflowId: string;
  /** Called after a restore with the draft's new revision (the editor reloads the draft). */
  onRestored?: (result: { version: number; revision: number }) => void;
  /** The signed-in user's id, to say "you" in the history. */
  currentUserId?: string;
  className?: string;
}

const sideValue = (side: DiffSide) => String(side);
const parseSide = (value: string): DiffSide => (value === 'draft' ? 'draft' : Number(value));

export function VersionPanel({ workflowId, onRestored, currentUserId, className }: VersionPanelProps) {
  const ids = useId();
  const { workflow, versions } = useWorkflowVersions(workflowId);
  const publish = usePublishDraft(workflowId);
  const restore = useRestoreVersion(workflowId);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [compare, setCompare] = useState<{ from: DiffSide; to: DiffSide } | null>(null);
  const list = versions.data ?? [];
  const latest = list[0]?.number ?? null;
  const sides = compare ?? (latest !== null ? { from: latest, to: 'draft' as const } : null);
  const diff = useVersionDiff(workflowId, sides?.from ?? null, sides?.to ?? null);
  const names = Object.fromEntries((workflow.data?.draft.nodes ?? []).map((n) => [n.id, n.name]));

  if (workflow.isPending || versions.isPending) {
    return (
      <div className={className} role="status" aria-busy="true" aria-label="Loading versions">
        <Skeleton className="mb-2 h-20 w-full" />
        <Skeleton className="mb-2 h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (workflow.isError || versions.isError) {
    return (
      <div className={className} role="alert">
        <p className="mb-2 text-destructive text-sm">
          {serverMessage(workflow.error ?? versions.error) ?? 'The versions could not be loaded.'}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void workflow.refetch();
            void versions.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }

  const who = (v: VersionSummary) =>
    currentUserId && v.publishedBy === currentUserId ? 'you' : 'a teammate';
  const activeVersion = workflow.data.activeVersion;

  return (
    <div className={`grid gap-5 ${className ?? ''}`}>
      <PublishForm
        nextVersion={(latest ?? 0) + 1}
        pending={publish.isPending}
        error={publish.isError ? (serverMessage(publish.error) ?? 'Publishing failed. Try again.') : null}
        onPublish={async (note) => {
          const published = await publish.mutateAsync(note);
          toast({ title: `Published version ${published.number}` });
        }}
      />

      <section aria-labelledby={`${ids}-history`} className="grid gap-2">
        <h3 id={`${ids}-history`} className="flex items-center gap-1.5 font-medium text-sm">
          <History aria-hidden="true" className="size-4" /> History
        </h3>
        {list.length === 0 ? (
          <p className="rounded-md border border-border border-dashed px-3 py-4 text-center text-muted-foreground text-sm">
            No published versions yet. Publish the draft to keep a version you can return to.
          </p>
        ) : (
          <ol className="grid gap-2">
            {list.map((v) => (
              <li
                key={v.number}
                className="grid gap-1 rounded-lg border border-border p-3"
                aria-label={`Version ${v.number}`}
              >
                <div className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium text-sm">Version {v.number}</span>
                  <Badge variant="outline">Published</Badge>
                  {v.number === activeVersion ? <Badge variant="brand">Active</Badge> : null}
                  {v.number === latest ? <Badge variant="secondary">Latest</Badge> : null}
                </div>
                <p className={v.note ? 'text-sm' : 'text-muted-foreground text-sm italic'}>
                  {v.note || 'No note'}
                </p>
                <p className="text-muted-foreground text-xs">
                  By {who(v)} · <time dateTime={v.publishedAt}>{formatDateTime(v.publishedAt)}</time>
                </p>
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setCompare({ from: v.number, to: 'draft' })}
                  >
                    <GitCompare aria-hidden="true" /> Compare with draft
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRestoring(v.number)}>
                    <RotateCcw aria-hidden="true" /> Restore
                  </Button>
                  <DeployVersionButton workflowId={workflowId} version={v.number} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      {sides ? (
        <section aria-labelledby={`${ids}-compare`} className="grid gap-2">
          <h3 id={`${ids}-compare`} className="flex items-center gap-1.5 font-medium text-sm">
            <GitCompare aria-hidden="true" className="size-4" /> Compare
          </h3>
          <div className="grid grid-cols-2 gap-2">
            {(['from', 'to'] as const).map((end) => (
              <div key={end} className="grid gap-1">
                <label htmlFor={`${ids}-${end}`} className="text-muted-foreground text-xs">
                  {end === 'from' ? 'From' : 'To'}
                </label>
                <NativeSelect
                  id={`${ids}-${end}`}
                  value={sideValue(sides[end])}
                  onChange={(event) => setCompare({ ...sides, [end]: parseSide(event.target.value) })}
                >
                  <option value="draft">Draft</option>
                  {list.map((v) => (
                    <option key={v.number} value={String(v.number)}>
                      Version {v.number}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
          {sides.from === sides.to ? (
            <p className="text-muted-foreground text-sm">Pick two different sides to compare.</p>
          ) : diff.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : diff.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {serverMessage(diff.error) ?? 'The differences could not be loaded.'}
            </p>
          ) : (
            <DiffView diff={diff.data.diff} nodeNames={names} />
          )}
        </section>
      ) : null}

      <RestoreDialog
        version={restoring}
        pending={restore.isPending}
        error={restore.isError ? (serverMessage(restore.error) ?? 'Restoring failed. Try again.') : null}
        onClose={() => {
          setRestoring(null);
          restore.reset();
        }}
        onConfirm={(version) =>
          restore.mutate(version, {
            onSuccess: (saved) => {
              setRestoring(null);
              toast({ title: `Version ${version} is the draft again` });
              onRestored?.({ version, revision: saved.revision });
            },
          })
        }
      />
    </div>
  );
}
