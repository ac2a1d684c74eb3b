import type { GeneratedWorkflow } from '@common/schemas/workflow-generator';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  canvasPathOf,
  copyTemplate,
  describeKeys,
  fetchTemplates,
  generateWorkflow,
  saveGeneratedWorkflow,
} from './describe-api';

export function useGenerateWorkflow() {
  return useMutation({ mutationFn: generateWorkflow });
}

export function useTemplates() {
  return useQuery({ queryKey: describeKeys.templates(), queryFn: fetchTemplates, staleTime: 5 * 60_000 });
}

/**
 * Saves a generated draft as a new workflow once: publishing it and then opening it on the canvas use the
 * same workflow, not two copies.
 */
export function useSaveGeneratedOnce() {
  const saved = useRef<{ draft: GeneratedWorkflow; id: Promise<string> } | null>(null);
  return useCallback((draft: GeneratedWorkflow) => {
    if (saved.current?.draft !== draft) {
      const id = saveGeneratedWorkflow(draft);
      saved.current = { draft, id };
      // A failed save is tried again next time.
      id.catch(() => {
        if (saved.current?.id === id) saved.current = null;
      });
    }
    return saved.current.id;
  }, []);
}

/** Saves the draft (with `save`), then opens it on the canvas. */
export function useOpenInCanvas(save: (draft: GeneratedWorkflow) => Promise<string> = saveGeneratedWorkflow) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: save,
    onSuccess: (id) => navigate(canvasPathOf(id)),
  });
}

/** Copies the template, then opens the copy on the canvas. */
export function useTemplateCopy() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: copyTemplate,
    onSuccess: (id) => navigate(canvasPathOf(id)),
  });
}
