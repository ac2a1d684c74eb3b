/**
 * n8n expressions are kept exactly as written (`={{ … }}`); our expression language runs them. This
 * finds the ones that use what we do not provide, so the report can name them before a run fails.
 */
import type { ImportReport } from '../import-report';

const UNSUPPORTED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\$secrets\b/, '$secrets (external secrets) is not supported; use credentials'],
  [/\$getWorkflowStaticData\b/, '$getWorkflowStaticData is not supported'],
  [/\$evaluateExpression\b/, '$evaluateExpression is not supported'],
  [/\$fromAI\b/i, '$fromAI (tool parameters filled by an agent) is not supported'],
  [/\$parameter\b/, "$parameter (the node's own parameters) is not supported"],
  [/\$prevNode\b/, '$prevNode is not supported; use $("Node name")'],
  [/\$binary\b/, '$binary is not supported in expressions'],
  [/\$(?:response|pageCount|request)\b/, 'HTTP pagination variables are not supported'],
];

const isExpression = (value: string) => value.startsWith('=') || value.includes('{{');

/** Every string under `value`, with its dotted path. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

export function findUnsupportedExpressions(
  node: string,
  parameters: unknown,
): ImportReport['untranslatedExpressions'] {
  const found: ImportReport['untranslatedExpressions'] = [];
  for (const [parameter, expression] of strings(parameters, '')) {
    if (!isExpression(expression)) continue;
    const hit = UNSUPPORTED.find(([pattern]) => pattern.test(expression));
    if (hit) found.push({ node, parameter, expression, reason: hit[1] });
  }
  return found;
}

const ENV_NAME = /\$env(?:\s*\.\s*([A-Za-z_$][\w$]*)|\s*\[\s*(['"])([^'"]+)\2\s*\])/g;

/** The `$env` names the parameters read (expressions and Code), for the report's note: they become workflow variables. */
export function envVariablesUsed(parameters: unknown): string[] {
  const names = new Set<string>();
  for (const [, text] of strings(parameters, '')) {
    for (const m of text.matchAll(ENV_NAME)) names.add((m[1] ?? m[3]) as string);
  }
  return [...names];
}
