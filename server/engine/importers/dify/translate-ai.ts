/**
 * Dify's LLM and question-classifier nodes → our llm-prompt and text-classifier: the model (provider and
 * name, temperature, token limit), the prompt messages with their `{{#node.var#}}` references as
 * expressions, structured output, and the classifier's classes as outputs (a class's handle is its id).
 * Dify's data stays under `parameters.dify` as well.
 */
import type { NodeParameters } from '../../../../common/workflow/document';
import { plainJson } from '../placeholder';
import type { DifyReferences } from './dify-references';
import { unresolvedReason } from './dify-references';
import type { Problem, TranslatedNode } from './translated-node';

/** Dify provider names (`openai`, `langgenius/openai/openai`, `gemini`) → our provider ids. */
const PROVIDERS: Readonly<Record<string, string>> = {
  openai: 'openai',
  anthropic: 'anthropic',
  google: 'google',
  gemini: 'google',
  x: 'xai',
  xai: 'xai',
  perplexity: 'perplexity',
  ollama: 'ollama',
};

interface DifyModel {
  provider?: string;
  name?: string;
  completion_params?: { temperature?: number; max_tokens?: number };
}

function modelParameters(model: DifyModel | undefined): NodeParameters {
  const provider =
    PROVIDERS[
      String(model?.provider ?? '')
        .split('/')
        .at(-1) ?? ''
    ];
  const params = model?.completion_params ?? {};
  return {
    ...(provider ? { model: model?.name ? `${provider}/${model.name}` : provider } : {}),
    ...(typeof params.temperature === 'number' ? { temperature: params.temperature } : {}),
    ...(typeof params.max_tokens === 'number' && params.max_tokens > 0
      ? { maxTokens: params.max_tokens }
      : {}),
  };
}

function withReferences(refs: DifyReferences, text: string, parameter: string, problems: Problem[]): string {
  const missing: string[] = [];
  const value = refs.parameter(text, missing);
  for (const expression of missing)
    problems.push({ parameter, expression, reason: unresolvedReason(expression) });
  return value;
}

export function translateLlm(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const problems: Problem[] = [];
  const template = data.prompt_template;
  // A chat model has a list of messages; a completion model one text.
  const messages = (
    Array.isArray(template) ? template : [{ role: 'user', text: (template as { text?: string })?.text ?? '' }]
  )
    .map((m: { role?: string; text?: string }, i: number) => ({
      role: String(m.role ?? 'user'),
      text: withReferences(refs, String(m.text ?? ''), `prompt_template.${i}`, problems),
    }))
    .filter((m) => m.text.trim() !== '');
  const lastUser = messages.map((m) => m.role).lastIndexOf('user');
  const structured =
    data.structured_output_enabled === true
      ? (data.structured_output as { schema?: unknown })?.schema
      : undefined;
  return {
    kind: 'mapped',
    type: 'llm-prompt',
    parameters: {
      systemMessage: messages
        .filter((m) => m.role === 'system')
        .map((m) => m.text)
        .join('\n\n'),
      prompt: lastUser >= 0 ? (messages[lastUser]?.text ?? '') : '',
      messages: messages
        .filter((m, i) => m.role !== 'system' && i !== lastUser)
        .map((m) => ({
          type: m.role === 'assistant' ? 'AIMessagePromptTemplate' : 'HumanMessagePromptTemplate',
          message: m.text,
        })),
      ...modelParameters(data.model as DifyModel | undefined),
      ...(structured && typeof structured === 'object' ? { jsonSchema: JSON.stringify(structured) } : {}),
      dify: plainJson(data) as NodeParameters,
    },
    problems,
  };
}

export function translateClassifier(data: Record<string, unknown>, refs: DifyReferences): TranslatedNode {
  const problems: Problem[] = [];
  const classes = (Array.isArray(data.classes) ? data.classes : []) as { id?: string; name?: string }[];
  const selector = (Array.isArray(data.query_variable_selector) ? data.query_variable_selector : []).map(
    String,
  );
  const query = selector.length > 0 ? refs.expression(selector) : undefined;
  if (selector.length > 0 && !query)
    problems.push({
      parameter: 'query_variable_selector',
      expression: selector.join('.'),
      reason: unresolvedReason(selector.join('.')),
    });
  return {
    kind: 'mapped',
    type: 'text-classifier',
    parameters: {
      inputText: query ? `={{ ${query} }}` : '',
      categories: classes.map((c) => ({ category: String(c.name ?? c.id ?? ''), description: '' })),
      systemMessage: String(data.instruction ?? ''),
      ...modelParameters(data.model as DifyModel | undefined),
      dify: plainJson(data) as NodeParameters,
    },
    outputs: Object.fromEntries(classes.map((c, i) => [String(c.id ?? i), i])),
    problems,
  };
}

/**
 * Dify's knowledge retrieval: the query from its variable, top K from its retrieval settings. Dify's
 * knowledge bases are not imported; the report asks for their documents to be uploaded to the workflow.
 */
export function translateKnowledgeRetrieval(
  data: Record<string, unknown>,
  refs: DifyReferences,
): TranslatedNode {
  const problems: Problem[] = [];
  const selector = (Array.isArray(data.query_variable_selector) ? data.query_variable_selector : []).map(
    String,
  );
  const query = selector.length > 0 ? refs.expression(selector) : undefined;
  if (selector.length > 0 && !query)
    problems.push({
      parameter: 'query_variable_selector',
      expression: selector.join('.'),
      reason: unresolvedReason(selector.join('.')),
    });
  const datasets = (Array.isArray(data.dataset_ids) ? data.dataset_ids : []).map(String);
  if (datasets.length > 0)
    problems.push({
      parameter: 'dataset_ids',
      expression: datasets.join(', '),
      reason: 'Dify knowledge bases are not imported: upload their documents to this workflow’s knowledge',
    });
  const topK = (data.multiple_retrieval_config as { top_k?: unknown } | undefined)?.top_k;
  return {
    kind: 'mapped',
    type: 'knowledge-retrieval',
    parameters: {
      query: query ? `={{ ${query} }}` : '',
      ...(typeof topK === 'number' && topK >= 1 ? { topK: Math.min(Math.round(topK), 20) } : {}),
      dify: plainJson(data) as NodeParameters,
    },
    problems,
  };
}
