/**
 * Flowise writes variables as `{{ question }}`, `{{ $flow.state.x }}` or `{{ llmAgentflow_0 }}` inside HTML
 * from its rich-text editor, and a chatflow's prompt values as `{{question}}` or `{{llmChain_0.data.instance}}`.
 * Flowise resolves them itself (`buildAgentflow.ts` `resolveNodeReference`: the HTML becomes text first);
 * here each becomes one of our expressions, reading the start node's item or another step's output:
 *
 * | Flowise                                   | ours                                                         |
 * | ----------------------------------------- | ------------------------------------------------------------ |
 * | `question`                                | the chat message: `$('Start').first().json.chatInput`        |
 * | `chat_history`                            | the chat's history as Flowise prints it ("Human: …" lines)    |
 * | `current_date_time`                       | `$now.toJSDate().toISOString()` (Flowise: `new Date().toISOString()`)  |
 * | `$vars.x`                                 | `$vars.x`                                                    |
 * | `$form.x`                                 | the form trigger's field `x`                                 |
 * | `$flow.sessionId`, `$flow.chatId`         | the chat's `sessionId`                                       |
 * | `nodeId`, `nodeId.data.instance`          | that step's answer (`text`, `output`, `context`, …)          |
 * | `nodeId.output.path`                      | that path of its answer                                      |
 * | `$iteration`, `$iteration.x`              | the element of the iteration the step is in                  |
 *
 * Anything else (`$flow.state.x`, `{{ output }}` of a state update, a step we could not translate) is
 * listed in the report, and the text keeps an expression that stops the run with a message naming it: a
 * Flowise variable is never evaluated as JavaScript.
 */
import type { ImportReport } from '../import-report';

/** What a reference can be resolved against: the start step, and the steps by Flowise id. */
export interface FlowiseScope {
  /** Our name of the step the flow starts from, and how it starts. */
  start?: { name: string; kind: 'chat' | 'form' };
  /**
   * Flowise id → our step's name and where its answer is in its item (`text`, `output`; '' for the whole
   * item), `object` when that answer is an object (Flowise puts it in text as JSON).
   */
  steps: Map<string, { name: string; answer: string; object?: boolean }>;
  /** Flowise id of a step inside an iteration → our name of that iteration. */
  iterationOf?: (flowiseId: string) => string | undefined;
}

const VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g;
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * The text of Flowise's rich-text HTML as Flowise reads it (its converter makes markdown): paragraphs
 * apart by a blank line, line breaks kept, list items as "- ", bold as `**`, other tags dropped.
 */
export function htmlToText(html: string): string {
  if (!/<\/?[a-z][^>]*>/i.test(html)) return html;
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(li)>/gi, '\n')
    .replace(/<\/?(strong|b)>/gi, '**')
    .replace(/<\/(p|h[1-6]|div|ol|ul|pre|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** An expression that stops the run, saying which Flowise variable has no translation. */
export function stopExpression(reference: string, reason: string): string {
  return `(() => { throw new Error(${quote(`the Flowise variable "${reference}" cannot run here: ${reason}`)}) })()`;
}

/** A value as Flowise puts it in text: objects and lists as JSON. */
const asText = (expression: string) =>
  `(v => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v))(${expression})`;

/** Our expression for one Flowise reference, or why there is none. */
export function translateReference(
  reference: string,
  scope: FlowiseScope,
  flowiseId?: string,
): { expression: string } | { reason: string } {
  const start = scope.start ? `$(${quote(scope.start.name)}).first().json` : undefined;
  const chat = scope.start?.kind === 'chat' ? start : undefined;
  if (reference === 'question')
    return chat ? { expression: `${chat}.chatInput` } : { reason: 'the flow does not start from a chat' };
  if (reference === 'chat_history')
    return chat
      ? {
          expression: `(${chat}.history ?? []).map(m => (m.role === 'assistant' ? 'Assistant: ' : 'Human: ') + m.content).join('\\n')`,
        }
      : { reason: 'the flow does not start from a chat' };
  if (reference === 'current_date_time') return { expression: '$now.toJSDate().toISOString()' };
  const vars = /^\$vars\.([A-Za-z_$][\w$]*)$/.exec(reference);
  if (vars) return { expression: `$vars.${vars[1]}` };
  const form = /^\$form\.([A-Za-z_$][\w$]*)$/.exec(reference);
  if (form)
    return scope.start?.kind === 'form' && start
      ? { expression: asText(`${start}.${form[1]}`) }
      : { reason: 'the flow does not start from a form' };
  if (reference === '$flow.sessionId' || reference === '$flow.chatId')
    return chat ? { expression: `${chat}.sessionId` } : { reason: 'the flow does not start from a chat' };
  if (reference.startsWith('$flow.state.'))
    return {
      reason:
        "Flowise's flow state has no counterpart here; read the step that computed the value instead ($('Step').last().json)",
    };
  if (reference === '$iteration' || reference.startsWith('$iteration.')) {
    const iteration = flowiseId ? scope.iterationOf?.(flowiseId) : undefined;
    if (!iteration) return { reason: 'the step is not inside an iteration' };
    const path = reference.slice('$iteration'.length);
    return { expression: asText(`$(${quote(iteration)}).first().json.item${path ? `?${path}` : ''}`) };
  }
  const node = /^([A-Za-z][\w-]*?)(?:\.data\.instance|\.output\.([\w.]+))?$/.exec(
    reference.replace(/\\_/g, '_'),
  );
  const step = node?.[1] ? scope.steps.get(node[1]) : undefined;
  if (node && step) {
    const own = `$(${quote(step.name)}).last().json`;
    const answer = step.answer ? `${own}.${step.answer}` : own;
    const path = node[2];
    if (path === undefined || path === 'content')
      return { expression: step.object ? asText(answer) : answer };
    return { expression: asText(`${answer}${step.object ? '?.' : '.'}${path.replace(/\./g, '?.')}`) };
  }
  if (node?.[1] && /_\d+$/.test(node[1]))
    return { reason: `the step "${node[1]}" was not translated, so it gives no answer here` };
  if (reference === 'output')
    return { reason: "Flowise's flow state has no counterpart here; read the step's own answer instead" };
  return { reason: 'Flowise has no variable of that name that we know' };
}

/** Each string inside a value, with its path. */
export function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

/** The text Flowise would send, as our parameter: HTML made text, each variable an expression of ours. */
export function translateFlowiseText(
  text: string,
  scope: FlowiseScope,
  where: { node: string; parameter: string; flowiseId?: string },
  untranslated: ImportReport['untranslatedExpressions'],
): string {
  const plain = htmlToText(text);
  if (!plain.includes('{{')) return plain;
  const seen = new Set<string>();
  let expressions = 0;
  const translated = plain.replace(VARIABLE, (match, reference: string) => {
    const found = translateReference(reference.trim(), scope, where.flowiseId);
    expressions++;
    if ('expression' in found) return `{{ ${found.expression} }}`;
    if (!seen.has(match)) {
      seen.add(match);
      untranslated.push({
        node: where.node,
        parameter: where.parameter,
        expression: match,
        reason: found.reason,
      });
    }
    return `{{ ${stopExpression(reference.trim(), found.reason)} }}`;
  });
  return expressions > 0 ? `=${translated}` : translated;
}

/** Every variable left in values we keep as Flowise wrote them (a placeholder's inputs): listed, never run. */
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
        reason: 'a Flowise variable in a step we could not translate',
      });
    }
  }
  return found;
}
