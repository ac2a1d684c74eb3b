/**
 * Dify's variable assigner, when it writes the variables of a loop around it → a Code node that works
 * out their new values from the loop's current ones (`$("Loop").first().json`); the loop node takes
 * them from its output (its `setsVariables`). Conversation variables have no place here: those stay
 * placeholders.
 */
import { z } from 'zod';
import { type DifyReferences, unresolvedReason } from './dify-references';
import type { Problem, TranslatedNode } from './translated-node';

const selectorSchema = z.array(z.string());

/** Version 2 writes a list of items; version 1 one variable with a write mode. */
const assignerSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        variable_selector: selectorSchema.default([]),
        input_type: z.enum(['variable', 'constant']).default('variable'),
        operation: z.string().default('over-write'),
        value: z.unknown(),
      }),
    )
    .optional(),
  assigned_variable_selector: selectorSchema.optional(),
  input_variable_selector: selectorSchema.optional(),
  write_mode: z.string().optional(),
});

/** Dify's operations on the variable `v` with the value `x`. */
const OPERATIONS: Readonly<Record<string, (v: string, x: string) => string>> = {
  'over-write': (_v, x) => x,
  set: (_v, x) => x,
  clear: (v) =>
    `Array.isArray(${v}) ? [] : typeof ${v} === 'string' ? '' : typeof ${v} === 'number' ? 0 : ${v} !== null && typeof ${v} === 'object' ? {} : null`,
  append: (v, x) => `[...${v}, ${x}]`,
  extend: (v, x) => `[...${v}, ...${x}]`,
  '+=': (v, x) => `${v} + ${x}`,
  '-=': (v, x) => `${v} - ${x}`,
  '*=': (v, x) => `${v} * ${x}`,
  '/=': (v, x) => `${v} / ${x}`,
  'remove-first': (v) => `${v}.slice(1)`,
  'remove-last': (v) => `${v}.slice(0, -1)`,
};

interface Assignment {
  target: string[];
  operation: string;
  value: { selector: string[] } | { constant: unknown } | undefined;
}

function assignmentsOf(data: Record<string, unknown>): Assignment[] {
  const parsed = assignerSchema.parse(data);
  if (parsed.items) {
    return parsed.items.map((item) => ({
      target: item.variable_selector,
      operation: item.operation,
      value:
        item.input_type === 'constant'
          ? { constant: item.value }
          : { selector: selectorSchema.catch([]).parse(item.value) },
    }));
  }
  return [
    {
      target: parsed.assigned_variable_selector ?? [],
      operation: parsed.write_mode ?? 'over-write',
      value: { selector: parsed.input_variable_selector ?? [] },
    },
  ];
}

/** The loop node ids this assigner writes to, when every target is a loop's variable. */
export function assignedLoops(
  data: Record<string, unknown>,
  isLoop: (id: string) => boolean,
): string[] | undefined {
  try {
    const targets = assignmentsOf(data).map((a) => a.target[0] ?? '');
    return targets.length > 0 && targets.every(isLoop) ? [...new Set(targets)] : undefined;
  } catch {
    return undefined;
  }
}

export function translateLoopAssigner(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const problems: Problem[] = [];
  const lines: string[] = [];
  const written = new Set<string>();
  for (const [i, assignment] of assignmentsOf(data).entries()) {
    const [loopId = '', name = ''] = assignment.target;
    const loopVars = refs.nodeJson(loopId);
    const operation = OPERATIONS[assignment.operation];
    if (!operation) {
      problems.push({
        parameter: `items[${i}]`,
        expression: assignment.operation,
        reason: 'a Dify assigner operation we do not translate',
      });
      continue;
    }
    let value = 'null';
    if (assignment.value && 'constant' in assignment.value)
      value = JSON.stringify(assignment.value.constant ?? null);
    else if (assignment.value && assignment.value.selector.length > 0) {
      const expression = refs.expression(assignment.value.selector);
      const text = assignment.value.selector.join('.');
      if (expression) value = expression;
      else
        problems.push({ parameter: `items[${i}].value`, expression: text, reason: unresolvedReason(text) });
    }
    if (!loopVars) continue;
    if (written.size === 0) lines.push(`const vars = { ...${loopVars} };`);
    const v = `vars[${JSON.stringify(name)}]`;
    lines.push(`${v} = ${operation(v, value)};`);
    written.add(name);
  }
  const output = [...written].map((n) => `${JSON.stringify(n)}: vars[${JSON.stringify(n)}]`).join(', ');
  const jsCode = `// Dify's assigner: the loop's variables as they are now, changed in order; the loop takes the new values.\n${lines.join('\n')}\nreturn [{ json: { ${output} } }];\n`;
  return {
    kind: 'mapped',
    type: 'code',
    parameters: { language: 'javaScript', mode: 'runOnceForAllItems', jsCode },
    problems,
  };
}
