/**
 * Import a workflow file (n8n, Flowise, Dify or our own JSON) by dropping, choosing or pasting it. The
 * server creates the workflow and answers the importer's report, shown here before the person opens it:
 * what was mapped, what became a placeholder, expressions it could not translate, warnings, and the
 * credentials it needs (linked or missing).
 */
import { countOf } from '@common/plural';
import { WORKFLOW_IMPORT_MAX_CHARS } from '@common/schemas/workflows';
import { AlertTriangle, CheckCircle2, FileUp, KeyRound, Play, SquareArrowOutUpRight } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { type ImportReport, type ImportResult, useImportWorkflow } from './api';
import { builderHref } from './list-params';

const FORMAT_NAMES: Record<ImportReport['format'], string> = {
  n8n: 'n8n',
  'flowise-agentflow': 'Flowise Agentflow',
  'flowise-chatflow': 'Flowise Chatflow',
  dify: 'Dify DSL',
  aiz: 'AIZ JSON',
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function ImportDialog({ open, onOpenChange }: Props) {
  const [result, setResult] = useState<ImportResult | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setResult(null);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{result ? 'Import report' : 'Import a workflow'}</DialogTitle>
          <DialogDescription>
            {result
              ? `“${result.workflow.name}” was imported from ${FORMAT_NAMES[result.report.format]} as a draft.`
              : 'Drop or choose a file, or paste its JSON: n8n, Flowise, Dify (YAML) or AIZ. Secrets are never imported.'}
          </DialogDescription>
        </DialogHeader>
        {result ? <ImportReportView result={result} /> : <ImportForm onImported={setResult} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ onImported }: { onImported: (result: ImportResult) => void }) {
  const [content, setContent] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const importing = useImportWorkflow();
  const fieldId = useId();
  const fileId = useId();
  const errorId = useId();

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > WORKFLOW_IMPORT_MAX_CHARS) {
      setFileError('This file is too large to import (at most 900 KB).');
      return;
    }
    setFileError(null);
    setContent(await file.text());
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void readFile(e.dataTransfer.files[0]);
  };
  const error =
    fileError ??
    (importing.error ? (serverMessage(importing.error) ?? 'The import failed; try again.') : null);

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (content.trim()) importing.mutate({ content }, { onSuccess: onImported });
      }}
    >
      <label
        htmlFor={fileId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border p-6 text-center text-muted-foreground text-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <FileUp className="size-6" aria-hidden="true" />
        <span>
          <span className="font-medium text-foreground">Drop a file here</span> or click to choose one (.json,
          .yml)
        </span>
        <input
          id={fileId}
          type="file"
          accept=".json,.yml,.yaml,application/json,text/yaml"
          className="sr-only"
          onChange={(e) => void readFile(e.target.files?.[0])}
        />
      </label>
      <div className="grid gap-1.5">
        <label htmlFor={fieldId} className="font-medium text-sm">
          Workflow file content
        </label>
        <Textarea
          id={fieldId}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder='{"name": "My n8n workflow", "nodes": [...], "connections": {...}}'
          rows={8}
          spellCheck={false}
          className="font-mono text-xs"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="brand" disabled={!content.trim() || importing.isPending}>
          {importing.isPending ? 'Importing…' : 'Import'}
        </Button>
      </div>
    </form>
  );
}

function ReportSection({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section className="grid gap-1.5">
      <h3 className="font-medium text-sm">
        {title} <span className="text-muted-foreground">({count})</span>
      </h3>
      <ul className="grid gap-1 text-sm">{children}</ul>
    </section>
  );
}

function ImportReportView({ result }: { result: ImportResult }) {
  const { report, workflow } = result;
  const missing = report.credentials.filter((c) => c.credentialId === null);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/10 px-2.5 py-0.5 text-emerald-700 dark:text-emerald-300">
          <CheckCircle2 className="size-3.5" aria-hidden="true" /> {countOf(report.mapped.length, 'node')}{' '}
          mapped
        </span>
        {report.placeholders.length > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/10 px-2.5 py-0.5 text-amber-700 dark:text-amber-300">
            <AlertTriangle className="size-3.5" aria-hidden="true" />{' '}
            {countOf(report.placeholders.length, 'placeholder')}
          </span>
        ) : null}
        {missing.length > 0 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-500/10 px-2.5 py-0.5 text-red-700 dark:text-red-300">
            <KeyRound className="size-3.5" aria-hidden="true" /> {countOf(missing.length, 'credential')}{' '}
            missing
          </span>
        ) : null}
      </div>
      <div className="grid max-h-72 gap-4 overflow-y-auto pr-1">
        <ReportSection title="Mapped nodes" count={report.mapped.length}>
          {report.mapped.map((m) => (
            <li key={`${m.name}-${m.from}`} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{m.name}</span>
              <span className="text-muted-foreground">
                {m.from} → {m.to}
              </span>
            </li>
          ))}
        </ReportSection>
        <ReportSection title="Placeholders to replace" count={report.placeholders.length}>
          {report.placeholders.map((p) => (
            <li key={`${p.name}-${p.from}`}>
              <span className="font-medium">{p.name}</span>{' '}
              <span className="text-muted-foreground">
                ({p.from}): {p.reason}
              </span>
            </li>
          ))}
        </ReportSection>
        <ReportSection title="Expressions not translated" count={report.untranslatedExpressions.length}>
          {report.untranslatedExpressions.map((x) => (
            <li key={`${x.node}-${x.parameter}`}>
              <span className="font-medium">
                {x.node} · {x.parameter}
              </span>{' '}
              <code className="break-all text-xs">{x.expression}</code>
              <span className="text-muted-foreground"> — {x.reason}</span>
            </li>
          ))}
        </ReportSection>
        <ReportSection title="Warnings" count={report.warnings.length}>
          {report.warnings.map((w) => (
            <li key={w} className="text-muted-foreground">
              {w}
            </li>
          ))}
        </ReportSection>
        <ReportSection title="Credentials" count={report.credentials.length}>
          {report.credentials.map((c) => (
            <li key={c.name}>
              <span className="font-medium">{c.name}</span>{' '}
              <span
                className={c.credentialId ? 'text-emerald-700 dark:text-emerald-300' : 'text-destructive'}
              >
                {c.credentialId ? 'linked to your credential' : 'missing: create it before running'}
              </span>
              <span className="text-muted-foreground"> · used by {c.nodes.join(', ')}</span>
            </li>
          ))}
        </ReportSection>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={`/workflows/${workflow.id}`}>
            <Play aria-hidden="true" /> Executions and run
          </Link>
        </Button>
        <Button asChild variant="brand">
          <Link to={builderHref(workflow)}>
            <SquareArrowOutUpRight aria-hidden="true" /> Open in the builder
          </Link>
        </Button>
      </div>
    </div>
  );
}
