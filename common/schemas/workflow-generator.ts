/**
 * "Describe it" (issue 10 item 7): a request in words in, a draft workflow document out, made by the
 * model (checked and repaired) or, offline, by the pattern library. Saving is a normal create.
 */
import { z } from 'zod';
import { workflowDocumentSchema } from '../workflow/document';
import { WORKFLOW_KINDS } from './workflows';

export const GENERATE_PROMPT_MAX = 2000;

export const generateWorkflowSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(8, 'Describe the workflow in a few words (at least 8 characters).')
    .max(GENERATE_PROMPT_MAX, `Keep the description under ${GENERATE_PROMPT_MAX} characters.`),
});
export type GenerateWorkflowInput = z.output<typeof generateWorkflowSchema>;

export const GENERATION_SOURCES = ['model', 'pattern'] as const;

export const generatedWorkflowSchema = z.object({
  /** A name for the workflow when it is saved. */
  name: z.string(),
  kind: z.enum(WORKFLOW_KINDS),
  document: workflowDocumentSchema,
  source: z.enum(GENERATION_SOURCES),
  /** The library pattern matched (source 'pattern'). */
  pattern: z.object({ id: z.string(), name: z.string() }).optional(),
  explanation: z.string(),
  warnings: z.array(z.string()),
});
export type GeneratedWorkflow = z.infer<typeof generatedWorkflowSchema>;

/** Example requests the page offers as chips; each matches a pattern offline. */
export const GENERATE_EXAMPLES = [
  'When a webhook receives a POST, e-mail the payload to ops@example.com',
  'Every morning at 8am fetch https://api.example.com/metrics, summarise it and e-mail me at me@example.com',
  'A chatbot that answers customer questions from our product manual',
  'Triage support tickets into billing, technical and sales and e-mail each team',
  'Qualify new leads: if the budget is over 5000 send them to sales@example.com',
  'Check https://example.com every 5 minutes and e-mail ops@example.com if it is down',
] as const;
