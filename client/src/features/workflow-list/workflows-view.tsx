/** /workflows: the signed-in person's saved workflows and agents, to find, open, run, import and tidy up. */
import { countOf } from '@common/plural';
import { WORKFLOW_SORTS, WORKFLOW_STATUSES, type WorkflowSort } from '@common/schemas/workflow-list';
import { Blocks, Bot, FileUp, LayoutTemplate, Search, Sparkles, Workflow } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useWorkflowList } from './api';
import { ImportDialog } from './import-dialog';
import {
  hasFilters,
  LIST_PAGE_SIZE,
  type ListParams,
  readListParams,
  toListQuery,
  writeListParams,
} from './list-params';
import { WorkflowListTable } from './workflow-list-table';

const SORT_LABELS: Record<WorkflowSort, string> = {
  updated: 'Changed',
  created: 'Newest',
  name: 'Name',
  lastRun: 'Last run',
  runs24h: 'Most runs',
};
const STATUS_LABELS = { draft: 'Draft', published: 'Published', active: 'Active' } as const;

function Toolbar({
  params,
  tags,
  onChange,
}: {
  params: ListParams;
  tags: string[];
  onChange: (p: ListParams) => void;
}) {
  const [words, setWords] = useState(params.q);
  useEffect(() => setWords(params.q), [params.q]);
  // Searching as one types, once the typing pauses.
  useEffect(() => {
    if (words === params.q) return;
    const timer = setTimeout(() => onChange({ ...params, q: words, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [words, params, onChange]);
  const set = (change: Partial<ListParams>) => onChange({ ...params, ...change, page: 1 });
  const searchField = useRef<HTMLInputElement>(null);
  // "/" searches, as in most lists of this kind, unless one is typing somewhere already.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (e.key !== '/' || e.metaKey || e.ctrlKey || e.altKey || typing) return;
      e.preventDefault();
      searchField.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <search className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          ref={searchField}
          aria-label="Search workflows"
          aria-keyshortcuts="/"
          placeholder="Search by name or description  ( / )"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') e.currentTarget.blur();
          }}
          className="pl-9"
        />
      </div>
      <NativeSelect
        aria-label="Status"
        value={params.status}
        onChange={(e) => set({ status: e.target.value as ListParams['status'] })}
      >
        <option value="">Any status</option>
        {WORKFLOW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Kind"
        value={params.kind}
        onChange={(e) => set({ kind: e.target.value as ListParams['kind'] })}
      >
        <option value="">Agents and workflows</option>
        <option value="agent">Agents</option>
        <option value="workflow">Workflows</option>
      </NativeSelect>
      <NativeSelect aria-label="Tag" value={params.tag} onChange={(e) => set({ tag: e.target.value })}>
        <option value="">Any tag</option>
        {tags.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Sort by"
        value={params.sort}
        onChange={(e) => set({ sort: e.target.value as WorkflowSort })}
      >
        {WORKFLOW_SORTS.map((s) => (
          <option key={s} value={s}>
            Sort: {SORT_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </search>
  );
}

function StartLink({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: typeof Bot;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-left outline-none transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="block text-muted-foreground text-sm">{text}</span>
      </span>
    </Link>
  );
}

function EmptyState({ onImport }: { onImport: () => void }) {
  return (
    <div className="grid gap-6 rounded-2xl border border-border border-dashed p-6 text-center sm:p-10">
      <div className="grid justify-items-center gap-2">
        <Blocks className="size-8 text-primary" aria-hidden="true" />
        <h2 className="font-semibold text-xl">No workflows yet</h2>
        <p className="max-w-prose text-muted-foreground">
          Make your first agent or workflow in a builder, start from a template, or import one from n8n,
          Flowise or Dify.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StartLink
          to="/builder"
          icon={Bot}
          title="Build an agent"
          text="The wizard: instructions, tools, knowledge."
        />
        <StartLink
          to="/builder-advanced"
          icon={Workflow}
          title="Draw a workflow"
          text="The canvas, node by node."
        />
        <StartLink
          to="/workflow-builder"
          icon={Sparkles}
          title="Describe it"
          text="Say what you want in words."
        />
        <StartLink
          to="/workflow-builder"
          icon={LayoutTemplate}
          title="Start from a template"
          text="Ready-made agents and flows."
        />
      </div>
      <div>
        <Button variant="outline" onClick={onImport}>
          <FileUp aria-hidden="true" /> Import a file
        </Button>
      </div>
    </div>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">
        Page {page} of {pages} · {countOf(total, 'workflow')}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

function SignedInList({ onImport }: { onImport: () => void }) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const list = useWorkflowList(toListQuery(params));
  const onChange = (next: ListParams) => setSearch(writeListParams(next), { replace: true });
  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div role="status" aria-label="Loading workflows" className="grid gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
      >
        <p>{serverMessage(list.error) ?? 'Your workflows could not be loaded.'}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (list.data.total === 0 && !hasFilters(params)) {
    body = <EmptyState onImport={onImport} />;
  } else if (list.data.workflows.length === 0) {
    body = (
      <div className="grid justify-items-center gap-3 rounded-xl border border-border border-dashed p-8 text-center">
        <p className="text-muted-foreground">No workflow matches these filters.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange({ ...params, q: '', status: '', tag: '', kind: '', page: 1 })}
        >
          Clear the filters
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <WorkflowListTable workflows={list.data.workflows} />
        <Pager page={params.page} total={list.data.total} onPage={(page) => onChange({ ...params, page })} />
      </>
    );
  }
  return (
    <div className="grid gap-4">
      <Toolbar params={params} tags={list.data?.tags ?? []} onChange={onChange} />
      {body}
    </div>
  );
}

export function WorkflowsView() {
  const { user, isLoading } = useCurrentUser();
  const [importing, setImporting] = useState(false);
  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle="Your agents and workflows: find one, open it in its builder, see its runs, or import one from another tool."
        actions={
          user ? (
            <>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <FileUp aria-hidden="true" /> Import
              </Button>
              <Button asChild variant="brand">
                <Link to="/builder-advanced">
                  <Workflow aria-hidden="true" /> New workflow
                </Link>
              </Button>
            </>
          ) : undefined
        }
      />
      {isLoading ? (
        <div role="status" aria-label="Loading" className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : user ? (
        <SignedInList onImport={() => setImporting(true)} />
      ) : (
        <SignInPrompt
          icon={Blocks}
          title="Sign in to see your workflows"
          description="Your saved agents and workflows, their runs and imports live in your account."
        />
      )}
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </AccountScreen>
  );
}
