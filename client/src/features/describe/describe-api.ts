/**
 * The calls behind "Describe it": generate a draft (nothing saved), save it as a new workflow (a normal
 * create), and the templates gallery. Answers are cast, not parsed (the server validates them).
 */
import type { TemplateSummary } from '@common/schemas/templates';
import type { GeneratedWorkflow } from '@common/schemas/workflow-generator';
import { apiJson } from '@/lib/api';

export const describeKeys = {
  all: ['describe'] as const,
  templates: () => [...describeKeys.all, 'templates'] as const,
};

export function generateWorkflow(prompt: string): Promise<GeneratedWorkflow> {
  return apiJson<GeneratedWorkflow>('POST', '/api/workflows/generate', { body: { prompt } });
}

/** Saves a generated draft as the caller's new workflow; answers its id. */
export async function saveGeneratedWorkflow(draft: GeneratedWorkflow): Promise<string> {
  const created = await apiJson<{ id: string }>('POST', '/api/workflows', {
    body: {
      name: draft.name,
      kind: draft.kind,
      document: draft.document,
      description: draft.explanation.slice(0, 2000),
    },
  });
  return created.id;
}

export async function fetchTemplates(): Promise<TemplateSummary[]> {
  return (await apiJson<{ templates: TemplateSummary[] }>('GET', '/api/templates')).templates;
}

/** Copies a template into the caller's workflows; answers the new workflow's id. */
export async function copyTemplate(templateId: string): Promise<string> {
  return (await apiJson<{ id: string }>('POST', `/api/templates/${encodeURIComponent(templateId)}/use`)).id;
}

/** Where a saved workflow opens for editing. */
export const canvasPathOf = (workflowId: string) =>
  `/builder-advanced?workflow=${encodeURIComponent(workflowId)}`;
