/**
 * The agent wizard: the form on the left (name and instructions, model, tools, knowledge, starters),
 * the test chat on the right; on a phone they are two tabs. Saves as you type; publish makes a version.
 */
import { ExternalLink, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useScreenTitle } from '@/lib/screen-handle';
import { AgentPicker } from './agent-picker';
import { AgentPublishActions } from './agent-publish-actions';
import { BasicsSection } from './basics-section';
import { KnowledgeSection } from './knowledge-section';
import { ModelSection } from './model-section';
import { SaveStatusLine } from './save-status';
import { StartersSection } from './starters-section';
import { TestChat } from './test-chat';
import { ToolsSection } from './tools-section';
import { type AgentEditor, useAgentEditor } from './use-agent-editor';

function ConfigForm({ editor }: { editor: AgentEditor }) {
  return (
    <form
      aria-label="Agent settings"
      className="mx-auto grid w-full max-w-2xl gap-4 p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        void editor.flush();
      }}
    >
      <BasicsSection editor={editor} />
      <ModelSection editor={editor} />
      <ToolsSection editor={editor} />
      <KnowledgeSection editor={editor} />
      <StartersSection editor={editor} />
      {/* Enter in a field saves at once instead of waiting for the autosave. */}
      <button type="submit" className="sr-only" tabIndex={-1}>
        Save now
      </button>
    </form>
  );
}

function LoadingState() {
  return (
    <div
      role="status"
      className="mx-auto grid w-full max-w-2xl gap-4 p-6"
      aria-busy="true"
      aria-label="Loading the agent"
    >
      <Skeleton className="h-48" />
      <Skeleton className="h-24" />
      <Skeleton className="h-40" />
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="m-auto max-w-md p-6 text-center">
      <h2 className="font-semibold text-lg">This agent cannot be opened</h2>
      <p className="mt-2 text-muted-foreground text-sm">{message}</p>
      <div className="mt-4 flex justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" /> Try again
        </Button>
        <Button asChild>
          <Link to=".">Start a new agent</Link>
        </Button>
      </div>
    </div>
  );
}

export function AgentWizard({
  agentId,
  onCreated,
}: {
  agentId: string | null;
  onCreated: (id: string) => void;
}) {
  const title = useScreenTitle();
  const editor = useAgentEditor(agentId, onCreated);
  const [pane, setPane] = useState<'configure' | 'chat'>('configure');
  const { flush } = editor;
  // Ctrl+S / ⌘S saves now rather than after the autosave's pause (and not the page as a file).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void flush();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [flush]);
  const id = editor.savedId ?? agentId;
  const ready = !editor.loading && !editor.loadError;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-border border-b bg-background/80 px-4 py-3 backdrop-blur">
        <div className="min-w-0 flex-1">
          <h1 className="font-semibold text-lg leading-tight tracking-tight">{title}</h1>
          <SaveStatusLine editor={editor} />
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <AgentPicker currentId={id} />
          {id ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/builder-advanced?workflow=${id}`}>
                <ExternalLink aria-hidden="true" /> <span className="max-sm:sr-only">Open in canvas</span>
              </Link>
            </Button>
          ) : null}
          {ready ? <AgentPublishActions editor={editor} /> : null}
        </div>
      </header>
      {editor.loading ? (
        <LoadingState />
      ) : editor.loadError ? (
        <LoadError message={editor.loadError} onRetry={editor.retryLoad} />
      ) : (
        <>
          {/* Phones: the form and the chat take turns on the screen. */}
          <fieldset
            aria-label="Show"
            className="mx-4 mt-3 grid grid-cols-2 gap-1 rounded-lg border-0 bg-muted p-1 lg:hidden"
          >
            {(['configure', 'chat'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={pane === value}
                onClick={() => setPane(value)}
                className="h-8 rounded-md font-medium text-muted-foreground text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
              >
                {value === 'configure' ? 'Configure' : 'Test chat'}
              </button>
            ))}
          </fieldset>
          <div className="grid min-h-0 flex-1 lg:grid-cols-[minmax(0,1fr)_26rem] xl:grid-cols-[minmax(0,1fr)_30rem]">
            {/* relative: the form's visually hidden controls (absolute) stay inside this scrolling pane; without
                a positioned ancestor they sat at the foot of the long form and made the page scroll past it. */}
            <div className={cn('relative min-h-0 overflow-y-auto', pane === 'chat' && 'hidden lg:block')}>
              <ConfigForm editor={editor} />
            </div>
            <TestChat
              editor={editor}
              className={cn('border-border bg-card/40 lg:border-l', pane === 'configure' && 'hidden lg:flex')}
            />
          </div>
        </>
      )}
    </div>
  );
}
