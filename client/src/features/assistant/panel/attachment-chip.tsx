import { Camera, FileText, X } from 'lucide-react';
import type { ChatAttachment } from '../chat/chat-message';
import { formatBytes } from '../media/upload-file';

/** A file attached to a message: its name and size (a camera frame shows as a thumbnail). */
export function AttachmentChip({
  attachment,
  onRemove,
}: {
  attachment: ChatAttachment;
  onRemove?: () => void;
}) {
  const frame = attachment.previewUrl;
  return (
    <span className="inline-flex max-w-full items-center gap-2 rounded-lg border border-border bg-background/80 py-1 pr-1 pl-2 text-foreground text-xs">
      {frame ? (
        <>
          <img src={frame} alt="Camera frame" className="h-8 w-11 rounded object-cover" />
          <Camera className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
        </>
      ) : (
        <FileText className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
      )}
      <span className="min-w-0 truncate font-medium">{attachment.name}</span>
      {attachment.size !== undefined ? (
        <span className="shrink-0 text-muted-foreground">{formatBytes(attachment.size)}</span>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${attachment.name}`}
          className="inline-flex size-5 items-center justify-center rounded text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-3" aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
