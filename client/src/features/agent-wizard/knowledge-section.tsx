import { countOf } from '@common/plural';
import type { KnowledgeDocument } from '@common/schemas/knowledge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api';
import {
  agentWizardKeys,
  deleteKnowledge,
  fetchChunks,
  fetchKnowledge,
  fetchNodeTypes,
} from './agent-wizard-api';
import {
  checkKnowledgeFile,
  formatBytes,
  KNOWLEDGE_ACCEPT,
  type KnowledgeUpload,
  uploadKnowledge,
} from './knowledge-upload';
import { nodeToolPresets, presetByName } from './tool-presets';
import { hasNodeTool, toggleNodeTool } from './tool-rows';
import type { AgentEditor } from './use-agent-editor';
import { WizardSection } from './wizard-section';

interface PendingUpload {
  key: string;
  name: string;
  percent: number;
  error?: string;
  handle?: KnowledgeUpload;
}

function Chunks({ agentId, doc }: { agentId: string; doc: KnowledgeDocument }) {
  const chunks = useQuery({
    queryKey: agentWizardKeys.chunks(agentId, doc.id),
    queryFn: () => fetchChunks(agentId, doc.id),
  });
  if (chunks.isLoading) return <Skeleton className="h-16" />;
  if (chunks.isError)
    return (
      <p role="alert" className="text-destructive text-sm">
        The passages could not be loaded.
      </p>
    );
  return (
    <ol aria-label={`Passages of ${doc.name}`} className="grid max-h-72 gap-2 overflow-y-auto">
      {(chunks.data ?? []).map((chunk) => (
        <li key={chunk.id} className="rounded-md bg-muted/60 p-2 text-xs leading-relaxed">
          <span className="mb-1 block font-medium text-muted-foreground">
            #{chunk.seq + 1}
            {chunk.heading ? ` · ${chunk.heading}` : ''}
            {chunk.page !== null ? ` · page ${chunk.page}` : ''}
          </span>
          <span className="whitespace-pre-wrap break-words">{chunk.text}</span>
        </li>
      ))}
    </ol>
  );
}

function DocumentRow({ agentId, doc }: { agentId: string; doc: KnowledgeDocument }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteKnowledge(agentId, doc.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentWizardKeys.knowledge(agentId) }),
  });
  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">{doc.name}</p>
          <p className="text-muted-foreground text-xs">
            {formatBytes(doc.bytes)} ·{' '}
            {doc.status === 'ready' ? countOf(doc.chunks, 'passage') : 'could not be read'}
          </p>
        </div>
        {doc.status === 'ready' ? (
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide passages' : 'Show passages'}
          </Button>
        ) : null}
        {confirming ? (
          <span className="flex gap-1">
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Remove {doc.name}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        )}
      </div>
      {doc.error ? <p className="mt-2 text-destructive text-sm">{doc.error}</p> : null}
      {remove.isError ? (
        <p role="alert" className="mt-2 text-destructive text-sm">
          {serverMessage(remove.error) ?? 'The document could not be removed.'}
        </p>
      ) : null}
      {open ? (
        <div className="mt-3">
          <Chunks agentId={agentId} doc={doc} />
        </div>
      ) : null}
    </li>
  );
}

export function KnowledgeSection({ editor }: { editor: AgentEditor }) {
  const agentId = editor.savedId;
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const documents = useQuery({
    queryKey: agentWizardKeys.knowledge(agentId ?? ''),
    queryFn: () => fetchKnowledge(agentId as string),
    enabled: agentId !== null,
  });
  const patch = (key: string, change: Partial<PendingUpload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  function start(file: File) {
    if (!agentId) return;
    const key = `${file.name}-${Date.now()}-${Math.random()}`;
    const problem = checkKnowledgeFile(file);
    if (problem) {
      setUploads((all) => [...all, { key, name: file.name, percent: 0, error: problem }]);
      return;
    }
    const handle = uploadKnowledge(agentId, file, (percent) => patch(key, { percent }));
    setUploads((all) => [...all, { key, name: file.name, percent: 0, handle }]);
    handle.done.then(
      () => {
        setUploads((all) => all.filter((u) => u.key !== key));
        void queryClient.invalidateQueries({ queryKey: agentWizardKeys.knowledge(agentId) });
        // Documents are only useful if the agent can search them (the preset comes with the node catalogue).
        void queryClient
          .ensureQueryData({ queryKey: agentWizardKeys.nodeTypes(), queryFn: fetchNodeTypes })
          .then(
            (catalogue) => {
              const search = presetByName(nodeToolPresets(catalogue), 'search_knowledge');
              if (search)
                editor.setConfig((c) =>
                  hasNodeTool(c.tools, search) ? c : { ...c, tools: toggleNodeTool(c.tools, search, true) },
                );
            },
            () => undefined,
          ); // the tools section says when the catalogue cannot be loaded
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          setUploads((all) => all.filter((u) => u.key !== key));
          return;
        }
        patch(key, {
          error: serverMessage(error) ?? (error instanceof Error ? error.message : 'The upload failed.'),
        });
      },
    );
  }

  return (
    <WizardSection
      id="knowledge"
      step={4}
      title="Knowledge"
      description="Documents the agent can search (text, markdown, PDF or Word, up to 10 MB each). They are cut into passages; uploading one turns on the Search knowledge tool."
    >
      {agentId === null ? (
        <p className="rounded-lg border border-border border-dashed p-4 text-muted-foreground text-sm">
          Give the agent a name first: documents are kept with the agent, which is created when you name it.
        </p>
      ) : (
        <>
          <div>
            <input
              ref={input}
              type="file"
              multiple
              accept={KNOWLEDGE_ACCEPT}
              className="sr-only"
              aria-label="Upload knowledge documents"
              tabIndex={-1}
              onChange={(e) => {
                for (const file of Array.from(e.target.files ?? [])) start(file);
                e.target.value = '';
              }}
            />
            <Button variant="outline" onClick={() => input.current?.click()}>
              <Upload aria-hidden="true" /> Upload a document
            </Button>
          </div>
          {uploads.length > 0 ? (
            <ul aria-label="Uploads" className="grid gap-2">
              {uploads.map((u) => (
                <li key={u.key} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
                  <div className="flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate">{u.name}</span>
                    {u.error ? null : (
                      <span className="text-muted-foreground text-xs tabular-nums">{u.percent}%</span>
                    )}
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-7"
                      aria-label={u.error ? `Dismiss ${u.name}` : `Cancel uploading ${u.name}`}
                      onClick={() => {
                        if (u.error) setUploads((all) => all.filter((x) => x.key !== u.key));
                        else u.handle?.abort();
                      }}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                  {u.error ? (
                    <p role="alert" className="text-destructive">
                      {u.error}
                    </p>
                  ) : (
                    <Progress value={u.percent} label={`Uploading ${u.name}`} />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {documents.isLoading ? <Skeleton className="h-14" /> : null}
          {documents.isError ? (
            <p role="alert" className="text-destructive text-sm">
              The documents could not be loaded.{' '}
              <button type="button" className="underline" onClick={() => void documents.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
          {documents.isSuccess && documents.data.length === 0 && uploads.length === 0 ? (
            <p className="text-muted-foreground text-sm">No documents yet.</p>
          ) : null}
          {documents.data && documents.data.length > 0 ? (
            <ul aria-label="Knowledge documents" className="grid gap-2">
              {documents.data.map((doc) => (
                <DocumentRow key={doc.id} agentId={agentId} doc={doc} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </WizardSection>
  );
}
