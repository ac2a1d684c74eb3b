/**
 * Dify's variable assigner, when it writes the variables of a loop around it → a Code node that works
 * out their new values from the loop's current ones (`$("Loop").first().json`); the loop node takes
 * them from its output (its `setsVariables`); when it writes conversation variables → a Conversation
 * Variables node keeping their new values for the conversation's next messages, which later steps of the
 * run read from its output (conversation-variables.ts).
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

/** The value an assignment writes, as JavaScript (`null` and a problem when its selector names nothing). */
function assignedValue(
  assignment: Assignment,
  index: number,
  refs: DifyReferences,
  problems: Problem[],
): string {
  if (assignment.value && 'constant' in assignment.value)
    return JSON.stringify(assignment.value.constant ?? null);
  if (!assignment.value || assignment.value.selector.length === 0) return 'null';
  const expression = refs.expression(assignment.value.selector);
  const text = assignment.value.selector.join('.');
  if (!expression)
    problems.push({ parameter: `items[${index}].value`, expression: text, reason: unresolvedReason(text) });
  return expression ?? 'null';
}

/**
 * An assigner writing conversation variables → a Conversation Variables node: each variable's new value (an
 * expression from its value at this step, or from the item before it in the same assigner), kept for the
 * conversation's next messages and output as one item for the later steps of this run.
 */
export function translateConversationAssigner(
  data: Record<string, unknown>,
  refs: DifyReferences,
): TranslatedNode {
  const problems: Problem[] = [];
  const values: Record<string, string> = {};
  const session = refs.sessionExpression();
  if (!session)
    return {
      kind: 'placeholder',
      reason: 'writes Dify conversation variables, which only a chatflow has (its start is a chat trigger)',
      problems,
    };
  for (const [i, assignment] of assignmentsOf(data).entries()) {
    const [scope = '', name = ''] = assignment.target;
    const operation = OPERATIONS[assignment.operation];
    const current = scope === 'conversation' ? refs.expression(['conversation', name]) : undefined;
    // A write left out would leave a wrong value behind it: the node stays a placeholder instead.
    if (!operation)
      return {
        kind: 'placeholder',
        reason: `the assigner operation "${assignment.operation}" is not translated`,
        problems,
      };
    if (!current)
      return {
        kind: 'placeholder',
        reason: `it writes ${assignment.target.join('.')}, ${unresolvedReason(assignment.target.join('.'))}`,
        problems,
      };
    const value = assignedValue(assignment, i, refs, problems);
    values[name] = `(${operation(`(${values[name] ?? current})`, value)})`;
  }
  const parameters = {
    sessionId: `={{ ${session} }}`,
    values: Object.fromEntries(Object.entries(values).map(([name, v]) => [name, `={{ ${v} }}`])),
  };
  return { kind: 'mapped', type: 'conversation-variables', parameters, problems };
}
