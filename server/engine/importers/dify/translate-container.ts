/**
 * Dify's iteration and loop containers → our `iteration` and `loop` nodes, and an assigner that sets a
 * loop's variables → a Code node the loop reads them from. The inner steps are moved into the
 * container afterwards (move-inner-steps.ts); here only the container's own settings are translated.
 */
import { z } from 'zod';
import type { NodeParameters } from '../../../../common/workflow/document';
import { type DifyReferences, unresolvedReason } from './dify-references';
import { translateIfElse } from './translate-if-else';
import type { Problem, TranslatedNode } from './translated-node';

const selectorSchema = z.array(z.string());

const iterationSchema = z.looseObject({
  iterator_selector: selectorSchema.default([]),
  output_selector: selectorSchema.default([]),
  error_handle_mode: z.string().default('terminated'),
  flatten_output: z.boolean().default(true),
});

const ERROR_MODES: Readonly<Record<string, string>> = {
  terminated: 'stop',
  'continue-on-error': 'keepNull',
  'remove-abnormal-output': 'drop',
};

/** Filled in when the inner steps are moved in: `steps`, and the inner node ids a selector names. */
export const PENDING_STEPS = { nodes: [], edges: [], startNodeId: '' };

export function translateIteration(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const parsed = iterationSchema.parse(data);
  const problems: Problem[] = [];
  const items = refs.expression(parsed.iterator_selector);
  if (!items) {
    const expression = parsed.iterator_selector.join('.');
    problems.push({ parameter: 'items', expression, reason: unresolvedReason(expression) });
  }
  const [valueNode = '', ...path] = parsed.output_selector;
  return {
    kind: 'mapped',
    type: 'iteration',
    parameters: {
      items: items ? `={{ ${items} }}` : null,
      steps: PENDING_STEPS,
      // A Dify id here; made ours when the inner steps are moved in.
      value: { nodeId: valueNode, path },
      onPassError: ERROR_MODES[parsed.error_handle_mode] ?? 'stop',
      result: 'list',
      flatten: parsed.flatten_output,
    },
    problems,
  };
}

const loopVariableSchema = z.looseObject({
  label: z.string(),
  var_type: z.string().default('string'),
  value_type: z.enum(['constant', 'variable']).default('constant'),
  value: z.unknown(),
});

const loopSchema = z.looseObject({
  loop_count: z.coerce.number().default(10),
  break_conditions: z.array(z.unknown()).default([]),
  logical_operator: z.enum(['and', 'or']).default('and'),
  loop_variables: z.array(loopVariableSchema).nullish(),
});

/** Dify types a constant by its variable's type; numbers and lists may be written as text. */
function constant(varType: string, value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  if (varType === 'number') return value.trim() === '' ? null : Number(value);
  if (varType.startsWith('array') || varType === 'object') {
    try {
      return JSON.parse(value);
    } catch {
      return varType === 'object' ? null : [];
    }
  }
  return value;
}

export function translateLoop(
  data: Record<string, unknown>,
  refs: DifyReferences,
  id: string,
): TranslatedNode {
  const parsed = loopSchema.parse(data);
  const problems: Problem[] = [];
  const variables: Record<string, unknown> = {};
  for (const v of parsed.loop_variables ?? []) {
    if (v.value_type === 'constant') {
      variables[v.label] = constant(v.var_type, v.value);
      continue;
    }
    const selector = selectorSchema.safeParse(v.value);
    const expression = selector.success ? refs.expression(selector.data) : undefined;
    if (!expression) {
      const text = selector.success ? selector.data.join('.') : String(v.value);
      problems.push({ parameter: `variables.${v.label}`, expression: text, reason: unresolvedReason(text) });
    }
    variables[v.label] = expression ? `={{ ${expression} }}` : null;
  }
  let breakWhen: NodeParameters | null = null;
  if (parsed.break_conditions.length > 0) {
    const check = translateIfElse(
      { conditions: parsed.break_conditions, logical_operator: parsed.logical_operator },
      refs,
      `${id}-break`,
    );
    breakWhen = (check.parameters.conditions ?? null) as NodeParameters | null;
    problems.push(...check.problems.map((p) => ({ ...p, parameter: `breakWhen.${p.parameter}` })));
  }
  return {
    kind: 'mapped',
    type: 'loop',
    parameters: {
      maxCount: Math.max(0, Math.min(1000, Math.trunc(parsed.loop_count) || 0)),
      variables,
      steps: PENDING_STEPS,
      breakWhen,
      setsVariables: [],
      endsLoop: [],
    },
    problems,
  };
}
