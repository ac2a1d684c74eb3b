/**
 * The agent being edited: loads it (when the URL names one), keeps the form, and saves as the person
 * types: the first valid save creates the agent, later ones save the draft under the revision check
 * (a draft changed in another tab is reported, never overwritten) and rename it. `flush()` saves now
 * and says whether everything is saved (the chat and publishing call it first).
 */
import type { WorkflowDocument } from '@common/workflow/document';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, serverMessage } from '@/lib/api';
import {
  type AgentConfig,
  agentConfigOf,
  type ConfigErrors,
  documentWithConfig,
  EMPTY_AGENT_CONFIG,
  NotAnAgent,
  sameDraft,
  validateAgentConfig,
} from './agent-config';
import { agentWizardKeys, createAgent, fetchAgent, renameAgent, saveAgentDraft } from './agent-wizard-api';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'new' | 'unsaved' | 'saving' | 'saved' | 'invalid' | 'failed' | 'stale';

export const STALE_MESSAGE =
  'This agent was changed in another tab or window. Reload it to see the latest version; your changes here were not saved.';

interface Saved {
  id: string;
  revision: number;
  document: WorkflowDocument;
  config: AgentConfig;
}

export function useAgentEditor(agentId: string | null, onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const loaded = useQuery({
    queryKey: agentWizardKeys.agent(agentId ?? ''),
    queryFn: () => fetchAgent(agentId as string),
    enabled: agentId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [config, setConfigState] = useState<AgentConfig>(EMPTY_AGENT_CONFIG);
  const [status, setStatus] = useState<SaveStatus>('new');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const latest = useRef(config);
  const saved = useRef<Saved | null>(null);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const stale = useRef(false);

  // A loaded agent fills the form once (not again when this tab's own save refreshes the query).
  useEffect(() => {
    const detail = loaded.data;
    if (!detail || saved.current?.id === detail.id) return;
    try {
      const initial = agentConfigOf(detail.name, detail.draft);
      saved.current = { id: detail.id, revision: detail.revision, document: detail.draft, config: initial };
      latest.current = initial;
      setConfigState(initial);
      setStatus('saved');
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof NotAnAgent ? error.message : 'This agent could not be read.');
    }
  }, [loaded.data]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (stale.current) return false;
    const current = latest.current;
    const errors = validateAgentConfig(current);
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      setStatus('invalid');
      return false;
    }
    const before = saved.current;
    if (before && before.config.name === current.name && sameDraft(before.config, current)) {
      setStatus('saved');
      return true;
    }
    setStatus('saving');
    setSaveError(null);
    try {
      if (!before) {
        const agent = await createAgent({
          name: current.name,
          instructions: current.instructions,
          model: current.model,
          tools: current.tools,
          knowledge: [],
          starters: current.starters,
        });
        const detail = await fetchAgent(agent.id);
        saved.current = { id: agent.id, revision: detail.revision, document: detail.draft, config: current };
        queryClient.setQueryData(agentWizardKeys.agent(agent.id), detail);
        void queryClient.invalidateQueries({ queryKey: agentWizardKeys.workflows() });
        onCreated(agent.id);
      } else {
        if (before.config.name !== current.name) {
          await renameAgent(before.id, current.name.trim());
          void queryClient.invalidateQueries({ queryKey: agentWizardKeys.workflows() });
        }
        let { revision, document } = before;
        if (!sameDraft(before.config, current)) {
          document = documentWithConfig(before.document, current);
          revision = (await saveAgentDraft(before.id, document, before.revision)).revision;
        }
        saved.current = { id: before.id, revision, document, config: current };
      }
      setStatus(latest.current === current ? 'saved' : 'unsaved');
      return latest.current === current;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        stale.current = true;
        setStatus('stale');
        setSaveError(STALE_MESSAGE);
      } else {
        setStatus('failed');
        setSaveError(serverMessage(error) ?? 'Saving failed. Check your connection; we will try again.');
      }
      return false;
    }
  }, [onCreated, queryClient]);

  /** Saves after whatever save is running; resolves true when the form is saved. */
  const flush = useCallback((): Promise<boolean> => {
    const next = chain.current.then(saveNow, saveNow);
    chain.current = next;
    return next;
  }, [saveNow]);

  const setConfig = useCallback((change: (config: AgentConfig) => AgentConfig) => {
    setConfigState((previous) => {
      const next = change(previous);
      latest.current = next;
      return next;
    });
    if (!stale.current) setStatus('unsaved');
  }, []);

  // Autosave a moment after the last change.
  useEffect(() => {
    if (status !== 'unsaved') return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, flush]);

  const errors: ConfigErrors = showErrors ? validateAgentConfig(config) : {};
  const notFound = loaded.error instanceof ApiError && loaded.error.status === 404;
  return {
    config,
    setConfig,
    errors,
    status,
    saveError,
    flush,
    savedId: saved.current?.id ?? null,
    /** The saved agent's id right now (after an awaited `flush()`, before the next render). */
    currentId: () => saved.current?.id ?? null,
    loading: agentId !== null && loaded.isLoading,
    loadError:
      loadError ??
      (notFound
        ? 'There is no agent of yours at this address. It may have been deleted.'
        : loaded.error
          ? (serverMessage(loaded.error) ?? 'The agent could not be loaded.')
          : null),
    retryLoad: () => void loaded.refetch(),
  };
}

export type AgentEditor = ReturnType<typeof useAgentEditor>;
