/** "Saving draft…" / "Draft saved" beside the post button, announced politely. */
import type { DraftStatus } from './use-draft-autosave';

const TEXT: Record<DraftStatus, string> = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  failed: 'The draft could not be saved',
};

export function DraftStatusText({ status }: { status: DraftStatus }) {
  return (
    <span role="status" className="text-muted-foreground text-xs">
      {TEXT[status]}
    </span>
  );
}
