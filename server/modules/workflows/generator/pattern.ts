/**
 * One entry of the pattern library: what it is, the words that point at it, and how it builds its
 * document from the words of a request. The library (patterns/index.ts) lists them; match-pattern.ts
 * picks one.
 */
import type { WORKFLOW_KINDS } from '@common/schemas/workflows';
import type { WorkflowDocumentInput } from '@common/workflow/document';
import type { RequestWords } from './request-words';

export interface BuiltWorkflow {
  /** A name for the new workflow, from the request where it says one. */
  name: string;
  document: WorkflowDocumentInput;
  /** What the workflow does, step by step, in the person's words. */
  explanation: string;
  /** What the person must still fill in or check (a placeholder address, a guessed schedule). */
  warnings: string[];
}

export interface WorkflowPattern {
  id: string;
  name: string;
  description: string;
  category: 'Notifications' | 'AI' | 'Sales' | 'Support' | 'Operations' | 'Finance' | 'Content' | 'Data';
  kind: (typeof WORKFLOW_KINDS)[number];
  /** Words (one point each) and phrases of several words (two points each) that point at this pattern. */
  keywords: string[];
  /** A request this pattern answers, for tests and the example chips. */
  example: string;
  build(words: RequestWords): BuiltWorkflow;
}

export const definePattern = (pattern: WorkflowPattern) => pattern;
