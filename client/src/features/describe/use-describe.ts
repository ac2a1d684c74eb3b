import { useMutation, useQuery } from '@tanstack/react-query';
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

/** Saves the draft, then opens it on the canvas. */
export function useOpenInCanvas() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: saveGeneratedWorkflow,
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
