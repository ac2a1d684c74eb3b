/**
 * Files mode: pick or drop a file, upload it with a progress bar, and attach it to the next message.
 * Too large or unsupported files get a clear message (checked before and by the server); other upload
 * errors are silent (SPEC §8).
 */
import { MAX_UPLOAD_BYTES } from '@common/schemas/assistant';
import { Upload } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import type { ChatAttachment } from '../chat/chat-message';
import {
  checkUpload,
  UPLOAD_ACCEPT,
  type UploadHandle,
  UploadRejected,
  uploadFile,
} from '../media/upload-file';

/** The upload in progress, or the last one (kept at 100 % once done, until the next). */
type UploadState = { name: string; percent: number; done: boolean };

export function FilesMode({
  onUploaded,
  canAttachMore,
}: {
  onUploaded: (attachment: ChatAttachment) => void;
  canAttachMore: boolean;
}) {
  const inputId = useId();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const handle = useRef<UploadHandle | null>(null);

  useEffect(() => () => handle.current?.abort(), []);

  async function start(file: File | undefined) {
    if (!file || handle.current) return;
    const problem = checkUpload(file);
    if (problem) {
      setUpload(null);
      setError(problem);
      return;
    }
    setError(null);
    setUpload({ name: file.name, percent: 0, done: false });
    const current = uploadFile(file, (percent) => setUpload({ name: file.name, percent, done: false }));
    handle.current = current;
    try {
      const attachment = await current.done;
      setUpload({ name: file.name, percent: 100, done: true });
      onUploaded(attachment);
    } catch (err) {
      setUpload(null);
      if (err instanceof UploadRejected) setError(err.message);
      // Other upload errors are silent (SPEC §8).
    } finally {
      handle.current = null;
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (canAttachMore) void start(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-2">
      {upload && !upload.done ? null : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border border-border border-dashed p-3 text-xs transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            dragging && 'border-primary bg-primary/5',
            !canAttachMore && 'pointer-events-none opacity-50',
          )}
        >
          <Upload className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-medium">Choose a file</span> or drop it here
            <span className="block text-muted-foreground">
              Images, video, audio, PDF, Word, text or markdown; up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB
            </span>
          </span>
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT}
            disabled={!canAttachMore}
            className="sr-only"
            aria-label="Upload a file"
            onChange={(event) => {
              void start(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {upload ? (
        <div className="flex flex-col gap-1.5 rounded-lg border border-border px-3 py-2" role="status">
          <div className="flex items-center justify-between gap-2 text-xs">
            <span className="truncate">
              {upload.done ? `Attached ${upload.name}` : `Uploading ${upload.name}`}
            </span>
            <span className="font-medium tabular-nums" data-testid="upload-percent">
              {upload.percent}%
            </span>
          </div>
          <Progress
            value={upload.percent}
            label={upload.done ? `Uploaded ${upload.name}` : `Uploading ${upload.name}`}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}
