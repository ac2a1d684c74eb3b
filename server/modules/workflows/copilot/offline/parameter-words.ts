/**
 * "the URL", "its method", "the recipient", "the subject": which parameter of a node type a phrase
 * names (by the parameter's own name, its words split from camelCase, or a common synonym), and a value in
 * words read as the JSON the parameter takes.
 */
import { copilotNodeType } from '../node-types';

const SYNONYMS: Record<string, string[]> = {
  url: ['url', 'address', 'endpoint', 'link', 'uri'],
  method: ['method', 'verb', 'http method'],
  httpMethod: ['method', 'http method', 'verb'],
  to: ['to', 'recipient', 'recipients', 'address', 'e-mail address', 'email address', 'email', 'e-mail'],
  subject: ['subject', 'title'],
  text: ['text', 'body', 'message', 'content'],
  jsCode: ['code', 'javascript', 'script'],
  path: ['path', 'route'],
  instructions: ['instructions', 'system prompt'],
  prompt: ['prompt', 'question'],
  amount: ['amount', 'duration', 'time'],
  unit: ['unit'],
  maxItems: ['max items', 'maximum', 'count', 'limit'],
  message: ['message', 'error message'],
  memo: ['memo', 'note'],
  formTitle: ['title', 'form title'],
};

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();

/** The parameter of `type` that `phrase` names, or null. */
export function parameterNamed(type: string, phrase: string): string | null {
  const names = copilotNodeType(type)?.parameterNames ?? [];
  const wanted = phrase
    .toLowerCase()
    .replace(/^(?:the|its|their|a|an)\s+/, '')
    .replace(/\s+(?:parameter|field|setting|value)$/, '')
    .trim();
  const direct = names.find((n) => n.toLowerCase() === wanted.replace(/[\s_-]/g, '') || words(n) === wanted);
  if (direct) return direct;
  const synonym = names.find((n) => SYNONYMS[n]?.includes(wanted));
  if (synonym) return synonym;
  // n8n keeps the rarer settings under `options` (the HTTP request's timeout).
  const options = copilotNodeType(type)?.entry.parameters.properties as
    | Record<string, { properties?: object }>
    | undefined;
  const inOptions = Object.keys(options?.options?.properties ?? {}).find(
    (n) => n.toLowerCase() === wanted.replace(/[\s_-]/g, '') || words(n) === wanted,
  );
  return inOptions ? `options.${inOptions}` : null;
}

/** The parameter names a node type has that `phrase` could mean, across types (for "set the url to …"). */
export function typesWithParameter(types: string[], phrase: string): string[] {
  return types.filter((t) => parameterNamed(t, phrase) !== null);
}

/** "5" → 5, "true" → true, "'hello'" → "hello", "{…}" → the JSON; HTTP verbs upper-cased for `method`. */
export function valueFromWords(raw: string, parameter: string): unknown {
  const text = raw.trim().replace(/[.!]+$/, '');
  const quoted = /^["'“‘`](.*)["'”’`]$/s.exec(text);
  if (quoted) return quoted[1];
  if (/^(?:-?\d+(?:\.\d+)?)$/.test(text)) return Number(text);
  if (/^(?:true|yes|on)$/i.test(text)) return true;
  if (/^(?:false|no|off)$/i.test(text)) return false;
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (
    (parameter === 'method' || parameter === 'httpMethod') &&
    /^(?:get|post|put|patch|delete|head)$/i.test(text)
  )
    return text.toUpperCase();
  return text;
}
