/** A template's document: its pattern, built from its request and checked as every generated draft is. */
import type { WorkflowDocument } from '@common/workflow/document';
import { assertRunnableDocument, patternById, readRequest, type WorkflowPattern } from '../workflows';
import type { TemplateDefinition } from './template-list';

export interface BuiltTemplate {
  definition: TemplateDefinition;
  pattern: WorkflowPattern;
  document: WorkflowDocument;
}

export function buildTemplate(definition: TemplateDefinition): BuiltTemplate {
  const pattern = patternById(definition.patternId);
  if (!pattern) throw new Error(`Template "${definition.id}" names no pattern "${definition.patternId}".`);
  const document = assertRunnableDocument(pattern.build(readRequest(definition.request)).document);
  return { definition, pattern, document };
}
