/**
 * The Wizard tab: the agent wizard's form (name and instructions, model, tools, knowledge, starters)
 * over the unified builder's document. The form keeps its own rows (an empty starter row stays while it
 * is being typed); each change is written into the AI agent node through the shared draft editor, and a
 * change of the document from another tab refills the form. The name is the workflow's, renamed apart.
 */
import type { WorkflowDetail } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { Bot } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type AgentConfig,
  type AgentEditor,
  type AgentSaveStatus,
  agentConfigOf,
  BasicsSection,
  documentWithConfig,
  KnowledgeSection,
  ModelSection,
  NotAnAgent,
  renameAgent,
  StartersSection,
  sameDraft,
  ToolsSection,
  validateAgentConfig,
} from '@/features/agent-wizard';
import type { DraftEditor } from '@/features/workflows';
import { serverMessage } from '@/lib/api';

const STATUS: Record<DraftEditor['status'], AgentSaveStatus> = {
  saved: 'saved',
  unsaved: 'unsaved',
  saving: 'saving',
  conflict: 'stale',
  error: 'failed',
};

const RENAME_DELAY_MS = 800;

function readConfig(name: string, document: WorkflowDocument): AgentConfig | null {
  try {
    return agentConfigOf(name, document);
  } catch (error) {
    if (error instanceof NotAnAgent) return null;
    throw error;
  }
}

export function WizardTab({
  workflow,
  editor,
  onRenamed,
}: {
  workflow: WorkflowDetail;
  editor: DraftEditor;
  onRenamed(name: string): void;
}) {
  const { document, change } = editor;
  const [config, setConfigState] = useState<AgentConfig | null>(() => readConfig(workflow.name, document));
  const [touched, setTouched] = useState(false);
  const [renameError, setRenameError] = useState<string | null>(null);
  const written = useRef(document);
  const latest = useRef(config);
  latest.current = config;

  // The document changed elsewhere (another tab, undo): the form shows it.
  useEffect(() => {
    if (document === written.current) return;
    written.current = document;
    setConfigState((c) => readConfig(c?.name ?? workflow.name, document));
  }, [document, workflow.name]);

  // The name is the workflow's: saved by its own call, a moment after the last keystroke.
  const name = config?.name;
  const savedName = useRef(workflow.name);
  useEffect(() => {
    const wanted = name?.trim();
    if (!wanted || wanted === savedName.current) return;
    const timer = setTimeout(() => {
      renameAgent(workflow.id, wanted)
        .then(() => {
          savedName.current = wanted;
          setRenameError(null);
          onRenamed(wanted);
        })
        .catch((error: unknown) => setRenameError(serverMessage(error) ?? 'The name could not be saved.'));
    }, RENAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, workflow.id, onRenamed]);

  const setConfig = useCallback(
    (update: (c: AgentConfig) => AgentConfig) => {
      const previous = latest.current;
      if (!previous) return;
      const next = update(previous);
      latest.current = next;
      setConfigState(next);
      setTouched(true);
      if (!sameDraft(previous, next)) {
        const doc = documentWithConfig(written.current, next);
        written.current = doc;
        change(doc, { coalesce: 'wizard' });
      }
    },
    [change],
  );

  if (!config) {
    return (
      <div className="mx-auto max-w-xl p-6 text-center" data-testid="wizard-note">
        <Bot className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="mt-3 font-semibold text-lg">The wizard builds agents</h2>
        <p className="mt-2 text-muted-foreground text-sm">
          This workflow has no AI agent node, so there is nothing for the wizard to edit. Use the Canvas,
          Steps or JSON tab; or add an AI Agent node and come back here to set its instructions, model and
          tools.
        </p>
      </div>
    );
  }

  const errors = touched ? validateAgentConfig(config) : {};
  const agentEditor: AgentEditor = {
    config,
    setConfig,
    errors,
    status: STATUS[editor.status],
    saveError: renameError ?? editor.error,
    flush: editor.flush,
    savedId: workflow.id,
    currentId: () => workflow.id,
    loading: false,
    loadError: null,
    retryLoad: () => {},
  };
  return (
    <form
      aria-label="Agent settings"
      className="mx-auto grid w-full max-w-2xl gap-4 p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        void editor.flush();
      }}
    >
      <p className="text-muted-foreground text-sm">
        To talk to the agent in a test chat, open it in the{' '}
        <Link
          className="text-primary underline-offset-4 hover:underline"
          to={`/builder?workflow=${workflow.id}`}
        >
          agent wizard
        </Link>
        .
      </p>
      {renameError && (
        <p role="alert" className="text-destructive text-sm">
          {renameError}
        </p>
      )}
      <BasicsSection editor={agentEditor} />
      <ModelSection editor={agentEditor} />
      <ToolsSection editor={agentEditor} />
      <KnowledgeSection editor={agentEditor} />
      <StartersSection editor={agentEditor} />
      <button type="submit" className="sr-only" tabIndex={-1}>
        Save now
      </button>
    </form>
  );
}
