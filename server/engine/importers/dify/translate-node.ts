/**
 * One Dify node → our type and parameters. Value-computing nodes (end, answer, template, aggregator)
 * become a small n8n-style Code node that reads the other nodes' outputs with `$("Name")`; JavaScript
 * code nodes wrap Dify's `main({...})`, Python 3 ones `main(**{...})` with `_("Name")`. What cannot be translated answers a placeholder reason.
 */
import { z } from 'zod';
import type { NodeParameters } from '../../../../common/workflow/document';
import { DIFY_NODE_TYPES } from '../node-type-map';
import { plainJson } from '../placeholder';
import { conversationTargets } from './conversation-variables';
import { type DifyReferences, unresolvedReason } from './dify-references';
import { translateClassifier, translateKnowledgeRetrieval, translateLlm } from './translate-ai';
import { assignedLoops, translateConversationAssigner, translateLoopAssigner } from './translate-assigner';
import { translateIteration, translateLoop } from './translate-container';
import { translateHttp } from './translate-http';
import { TooManyCases, translateIfElse } from './translate-if-else';
import type { Problem, TranslatedNode } from './translated-node';

export type { Problem, TranslatedNode } from './translated-node';

const selectorSchema = z.array(z.string());
const namedSelectorsSchema = z
  .array(z.looseObject({ variable: z.string(), value_selector: selectorSchema.default([]) }))
  .default([]);

const code = (jsCode: string): NodeParameters => ({
  language: 'javaScript',
  mode: 'runOnceForAllItems',
  jsCode,
});

/** `{ a: <expr>, … }` for Dify's named selectors; unknown ones are reported and read as undefined. */
function objectLiteral(
  variables: z.infer<typeof namedSelectorsSchema>,
  refs: DifyReferences,
  problems: Problem[],
  guarded = false,
): string {
  const entries = variables.map((v) => {
    const expression = guarded ? refs.guardedExpression(v.value_selector) : refs.expression(v.value_selector);
    if (!expression) {
      problems.push({
        parameter: `variables.${v.variable}`,
        expression: v.value_selector.join('.'),
        reason: unresolvedReason(v.value_selector.join('.')),
      });
    }
    return `  ${JSON.stringify(v.variable)}: ${expression ?? 'undefined'},`;
  });
  return `{\n${entries.join('\n')}\n}`;
}

function missingToProblems(missing: string[], parameter: string): Problem[] {
  return missing.map((expression) => ({ parameter, expression, reason: unresolvedReason(expression) }));
}

/**
 * Dify's `main(**inputs)` for a python3 code node (Dify's runner calls it with the variables as keyword
 * arguments); an unknown selector is reported and passed as None.
 */
function translatePythonCode(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const problems: Problem[] = [];
  const entries = namedSelectorsSchema.parse(data.variables).map((v) => {
    const expression = refs.pythonExpression(v.value_selector);
    if (!expression) {
      const reference = v.value_selector.join('.');
      problems.push({
        parameter: `variables.${v.variable}`,
        expression: reference,
        reason: unresolvedReason(reference),
      });
    }
    return `    ${JSON.stringify(v.variable)}: ${expression ?? 'None'},`;
  });
  const pythonCode = `# Dify's code, unchanged; main() gets its inputs and its result is the one output item.\n${String(data.code ?? '')}\n\nreturn [{"json": main(**{\n${entries.join('\n')}\n})}]\n`;
  const parameters = { language: 'python', mode: 'runOnceForAllItems', pythonCode };
  return { kind: 'mapped', type: 'code', parameters, problems };
}

function translateCode(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const language = String(data.code_language ?? '');
  if (language === 'python3') return translatePythonCode(data, refs);
  if (language !== 'javascript') {
    return {
      kind: 'placeholder',
      reason: `a code node in ${language || 'an unnamed language'}; JavaScript and Python 3 run here`,
      problems: [],
    };
  }
  const problems: Problem[] = [];
  const inputs = objectLiteral(namedSelectorsSchema.parse(data.variables), refs, problems);
  const jsCode = `// Dify's code, unchanged; main() gets its inputs and its result is the one output item.\n${String(data.code ?? '')}\n\nreturn [{ json: main(${inputs}) }];\n`;
  return { kind: 'mapped', type: 'code', parameters: code(jsCode), problems };
}

function translateTemplate(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const template = String(data.template ?? '');
  const problems: Problem[] = [];
  // Jinja statements and filters have no JavaScript twin we can write safely: keep the node, say so.
  if (/\{%|\{\{[^}]*\|/.test(template)) {
    return {
      kind: 'placeholder',
      reason: 'a Jinja template with statements or filters',
      problems: [
        {
          parameter: 'template',
          expression: template,
          reason: 'Jinja statements and filters are not translated',
        },
      ],
    };
  }
  const variables = objectLiteral(namedSelectorsSchema.parse(data.variables), refs, problems);
  const body = template
    .replace(/[`\\]/g, '\\$&')
    .replace(/\$\{/g, '\\${')
    .replace(
      /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g,
      (_, name: string) => `\${v[${JSON.stringify(name)}] ?? ''}`,
    );
  const jsCode = `const v = ${variables};\nreturn [{ json: { output: \`${body}\` } }];\n`;
  return { kind: 'mapped', type: 'code', parameters: code(jsCode), problems };
}

const aggregatorSchema = z.looseObject({
  variables: z.array(selectorSchema).default([]),
  advanced_settings: z
    .looseObject({
      group_enabled: z.boolean().default(false),
      groups: z
        .array(z.looseObject({ group_name: z.string(), variables: z.array(selectorSchema).default([]) }))
        .default([]),
    })
    .nullish(),
});

/** The first value among the selectors that has one (only one branch ran), as JavaScript. */
function firstValue(selectors: readonly string[][], refs: DifyReferences, problems: Problem[]): string {
  const candidates = selectors.map((s) => {
    const e = refs.guardedExpression(s);
    if (!e)
      problems.push({
        parameter: 'variables',
        expression: s.join('.'),
        reason: unresolvedReason(s.join('.')),
      });
    return e ?? 'undefined';
  });
  return `[${candidates.join(', ')}].find((v) => v !== undefined && v !== null) ?? null`;
}

function translateAggregator(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const problems: Problem[] = [];
  const parsed = aggregatorSchema.parse(data);
  const groups = parsed.advanced_settings?.group_enabled ? parsed.advanced_settings.groups : undefined;
  // Grouped, Dify answers `{ <group>: { output } }`; otherwise `{ output }`.
  const json = groups
    ? `{\n${groups.map((g) => `  ${JSON.stringify(g.group_name)}: { output: ${firstValue(g.variables, refs, problems)} },`).join('\n')}\n}`
    : `{ output: ${firstValue(parsed.variables, refs, problems)} }`;
  return { kind: 'mapped', type: 'code', parameters: code(`return [{ json: ${json} }];\n`), problems };
}

/** The container (iteration or loop) a node sits in, as Dify's data names it. */
function containerIdOf(data: Record<string, unknown>): string | undefined {
  const id = data.iteration_id ?? data.loop_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * A node whose settings are not in the shape Dify writes (a hand-edited or newer file) is kept as a
 * placeholder, so one odd node never fails the whole import.
 */
export function translateDifyNode(
  id: string,
  data: Record<string, unknown>,
  refs: DifyReferences,
  chat: boolean,
  /** Whether a Dify node id is a loop (an assigner writing its variables translates). */
  isLoop: (id: string) => boolean = () => false,
  /** The node's name here (said in the report). */
  name = id,
): TranslatedNode {
  try {
    return translateKnownShape(id, data, refs, chat, isLoop, name);
  } catch (error) {
    if (error instanceof TooManyCases) return { kind: 'placeholder', reason: error.message, problems: [] };
    if (!(error instanceof z.ZodError)) throw error;
    const issue = error.issues[0];
    const where = issue?.path.join('.') || 'its settings';
    return {
      kind: 'placeholder',
      reason: `its settings are not in the shape Dify writes (${where}: ${issue?.message ?? 'unexpected'})`,
      problems: [],
    };
  }
}

function translateKnownShape(
  id: string,
  data: Record<string, unknown>,
  refs: DifyReferences,
  chat: boolean,
  isLoop: (id: string) => boolean,
  name: string,
): TranslatedNode {
  const type = String(data.type);
  switch (type) {
    case 'start': {
      const conversation = refs.conversationStart();
      return {
        kind: 'mapped',
        type: chat ? 'chat-trigger' : 'manual-trigger',
        parameters: {
          dify: { variables: plainJson(data.variables ?? []) },
          ...(conversation ? { conversationVariables: plainJson(conversation) as NodeParameters } : {}),
        },
        problems: [],
      };
    }
    case 'end': {
      const problems: Problem[] = [];
      const outputs = objectLiteral(namedSelectorsSchema.parse(data.outputs), refs, problems);
      return { kind: 'mapped', type: 'code', parameters: code(`return [{ json: ${outputs} }];\n`), problems };
    }
    case 'answer': {
      const missing: string[] = [];
      const body = refs.templateLiteral(String(data.answer ?? ''), missing);
      return {
        kind: 'mapped',
        type: 'code',
        parameters: code(`return [{ json: { answer: \`${body}\` } }];\n`),
        problems: missingToProblems(missing, 'answer'),
      };
    }
    case 'if-else': {
      const t = translateIfElse(data, refs, id);
      return {
        kind: 'mapped',
        type: t.type,
        parameters: t.parameters,
        outputs: t.outputs,
        problems: t.problems,
      };
    }
    case 'code':
      return translateCode(data, refs);
    case 'http-request':
      return translateHttp(data, refs, name);
    case 'llm':
      return translateLlm(data, refs);
    case 'question-classifier':
      return translateClassifier(data, refs);
    case 'knowledge-retrieval':
      return translateKnowledgeRetrieval(data, refs);
    case 'template-transform':
      return translateTemplate(data, refs);
    case 'variable-aggregator':
    case 'variable-assigner':
      return translateAggregator(data, refs);
    case 'iteration':
      return translateIteration(data, refs);
    case 'loop':
      return translateLoop(data, refs, id);
    // Where the inner steps start, and Dify's "exit loop": steps that pass their item on.
    case 'iteration-start':
    case 'loop-start':
    case 'loop-end':
      return { kind: 'mapped', type: 'no-op', parameters: {}, problems: [] };
    case 'assigner': {
      if (assignedLoops(data, isLoop)) return translateLoopAssigner(data, refs);
      const conversation = conversationTargets(data);
      if (conversation.length > 0 && !containerIdOf(data)) return translateConversationAssigner(data, refs);
      return {
        kind: 'placeholder',
        reason:
          conversation.length > 0
            ? 'writes Dify conversation variables inside an iteration or loop, which is not translated'
            : "writes variables other than a loop's or the conversation's, which is not translated",
        problems: [],
      };
    }
    default: {
      const ours = DIFY_NODE_TYPES[type];
      if (ours)
        return {
          kind: 'mapped',
          type: ours,
          parameters: { dify: plainJson(data) as NodeParameters },
          problems: [],
        };
      return {
        kind: 'placeholder',
        reason: `no AIZ node does what the Dify node "${type}" does`,
        problems: [],
      };
    }
  }
}
