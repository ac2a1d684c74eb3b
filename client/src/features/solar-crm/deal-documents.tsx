/** A deal's documents: the list, upload (checked here first), download, hash verification and delete (managers). */
import { crmCan } from '@common/schemas/solar-crm-roles';
import type { CrmDocument } from '@common/schemas/solar-proposals';
import { type ChangeEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConsoleError } from '@/features/solar-console';
import { formatDateTime } from '@/lib/format';
import {
  useDealDocuments,
  useDeleteDocument,
  useDownloadDocument,
  useUploadDocument,
  useVerifyDocument,
} from './crm-sales-api';
import { CrmError, CrmLoading } from './crm-states';
import { useCrmWorkspace } from './crm-workspace';
import { documentProblem, formatBytes } from './document-check';

function VerifyResult({ result }: { result: ReturnType<typeof useVerifyDocument>['data'] }) {
  if (!result) return null;
  return (
    <p
      role="status"
      className={
        result.matches ? 'text-emerald-700 text-xs dark:text-emerald-300' : 'text-destructive text-xs'
      }
    >
      {result.matches
        ? 'The file matches its recorded SHA-256.'
        : 'The file does not match its recorded SHA-256: it changed after it was stored.'}{' '}
      <span className="break-all font-mono">{result.computedSha256}</span>
    </p>
  );
}

function DocumentRow({ doc, dealId }: { doc: CrmDocument; dealId: string }) {
  const { role } = useCrmWorkspace();
  const download = useDownloadDocument();
  const verify = useVerifyDocument();
  const remove = useDeleteDocument(dealId);
  const [confirming, setConfirming] = useState(false);
  const error = download.error ?? verify.error ?? remove.error;
  return (
    <li className="grid gap-1.5 rounded-lg border p-2.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="min-w-0 break-all font-medium">{doc.name}</span>
        <span className="text-muted-foreground text-xs">
          {doc.kind} · {formatBytes(doc.size)} · {formatDateTime(doc.createdAt)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => download.mutate(doc)}
          aria-label={`Download ${doc.name}`}
        >
          Download
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={verify.isPending}
          onClick={() => verify.mutate(doc.id)}
          aria-label={`Verify the hash of ${doc.name}`}
        >
          {verify.isPending ? 'Verifying…' : 'Verify hash'}
        </Button>
        {crmCan(role, 'records.delete') && !confirming ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${doc.name}`}
          >
            Delete
          </Button>
        ) : null}
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(doc.id, { onSettled: () => setConfirming(false) })}
            >
              {remove.isPending ? 'Deleting…' : `Delete ${doc.name} for good`}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : null}
      </div>
      <VerifyResult result={verify.data} />
      {error ? <ConsoleError error={error} what="do that" /> : null}
    </li>
  );
}

export function DealDocuments({ dealId }: { dealId: string }) {
  const documents = useDealDocuments(dealId);
  const upload = useUploadDocument(dealId);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = documentProblem(file);
    setProblem(why);
    if (!why) upload.mutate(file);
  };
  if (documents.isError) {
    return <CrmError error={documents.error} what="The documents" onRetry={() => void documents.refetch()} />;
  }
  if (!documents.data) return <CrmLoading label="Loading the documents" />;
  const { documents: list, usedBytes, capBytes } = documents.data;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <label className="font-medium text-sm" htmlFor={`upload-${dealId}`}>
          Upload a document
        </label>
        <input
          id={`upload-${dealId}`}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.csv,.docx"
          onChange={choose}
          disabled={upload.isPending}
          className="text-sm"
        />
        <p className="text-muted-foreground text-xs">
          PDF, PNG, JPEG, CSV or DOCX, up to 10 MB. The workspace uses {formatBytes(usedBytes)} of{' '}
          {formatBytes(capBytes)}.
        </p>
        {upload.isPending ? (
          <p role="status" className="text-sm">
            Uploading…
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
        {upload.isError ? <ConsoleError error={upload.error} what="upload the document" /> : null}
      </div>
      {list.length === 0 ? (
        <p className="text-muted-foreground text-sm">No documents on this deal.</p>
      ) : (
        <ul aria-label="Documents" className="grid gap-2">
          {list.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} dealId={dealId} />
          ))}
        </ul>
      )}
    </div>
  );
}
