import { Check, CircleAlert, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AgentEditor, SaveStatus } from './use-agent-editor';

const LABELS: Record<SaveStatus, string> = {
  new: 'Not saved yet: name the agent to create it',
  unsaved: 'Unsaved changes · Ctrl+S saves now',
  saving: 'Saving…',
  saved: 'Draft saved',
  invalid: 'Not saved: fix the fields marked in red',
  failed: 'Not saved',
  stale: 'Changed elsewhere',
};

/** The autosave's state, announced politely to screen readers. */
export function SaveStatusLine({ editor }: { editor: AgentEditor }) {
  const { status, saveError } = editor;
  const bad = status === 'invalid' || status === 'failed' || status === 'stale';
  return (
    <div className="flex min-w-0 items-center gap-2 text-xs" aria-live="polite" data-save-status={status}>
      {status === 'saving' ? <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> : null}
      {status === 'saved' ? <Check className="size-3.5 text-success" aria-hidden="true" /> : null}
      {bad ? <CircleAlert className="size-3.5 shrink-0 text-destructive" aria-hidden="true" /> : null}
      <span className={bad ? 'text-destructive' : 'text-muted-foreground'}>
        {LABELS[status]}
        {saveError && status !== 'invalid' ? `: ${saveError}` : ''}
      </span>
      {status === 'stale' ? (
        <Button size="sm" variant="outline" className="h-7" onClick={() => window.location.reload()}>
          Reload
        </Button>
      ) : null}
    </div>
  );
}
