/**
 * Flowise writes variables as `{{ $flow.state.x }}`, `{{ question }}` or `{{ llmAgentflow_0 }}`
 * inside HTML from its rich-text editor. They mean nothing to our expression language, so each one is
 * reported (once per node and parameter) rather than silently kept.
 */
import type { ImportReport } from '../import-report';

const VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g;

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

export function findFlowiseVariables(node: string, inputs: unknown): ImportReport['untranslatedExpressions'] {
  const found: ImportReport['untranslatedExpressions'] = [];
  for (const [parameter, text] of strings(inputs, '')) {
    const seen = new Set<string>();
    for (const match of text.matchAll(VARIABLE)) {
      const expression = match[0];
      if (seen.has(expression)) continue;
      seen.add(expression);
      found.push({
        node,
        parameter,
        expression,
        reason: 'a Flowise variable; our expressions do not read it',
      });
    }
  }
  return found;
}
