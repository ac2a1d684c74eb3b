/**
 * The JSON tab's check, pure: the text is parsed as JSON, then validated by the workflow document's own
 * schema (common/workflow/document.ts, references included). Each problem carries the range of text it
 * is about, found by walking the JSON syntax tree (@codemirror/lang-json) along the issue's path, so
 * the editor can show it on its line.
 */
import { jsonLanguage } from '@codemirror/lang-json';
import { type WorkflowDocument, workflowDocumentSchema } from '@common/workflow/document';

export interface JsonProblem {
  from: number;
  to: number;
  message: string;
}

export type JsonCheck = { ok: true; document: WorkflowDocument } | { ok: false; problems: JsonProblem[] };

type TreeNode = ReturnType<ReturnType<typeof jsonLanguage.parser.parse>['topNode']['childAfter']> & {};

const VALUE_TYPES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function children(node: TreeNode): TreeNode[] {
  const list: TreeNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) list.push(child);
  return list;
}

const valueNodeOf = (node: TreeNode | null | undefined) =>
  node ? children(node).find((c) => VALUE_TYPES.has(c.type.name)) : undefined;

/** The syntax node a path leads to in the text, or the deepest node on the way that exists. */
function locate(text: string, path: readonly PropertyKey[]): TreeNode | undefined {
  const tree = jsonLanguage.parser.parse(text);
  let at = valueNodeOf(tree.topNode);
  for (const key of path) {
    if (!at) return undefined;
    let next: TreeNode | undefined;
    if (at.type.name === 'Object' && typeof key === 'string') {
      const property = children(at).find((p) => {
        const name = p.type.name === 'Property' ? p.getChild('PropertyName') : null;
        if (!name) return false;
        try {
          return JSON.parse(text.slice(name.from, name.to)) === key;
        } catch {
          return false;
        }
      });
      next = property ? valueNodeOf(property) : undefined;
    } else if (at.type.name === 'Array' && typeof key === 'number') {
      next = children(at).filter((c) => VALUE_TYPES.has(c.type.name))[key];
    }
    if (!next) return at;
    at = next;
  }
  return at;
}

/** One line at most: an error about a whole object marks where it starts, not fifty lines. */
function onItsLine(text: string, from: number, to: number): { from: number; to: number } {
  const end = text.indexOf('\n', from);
  return { from, to: Math.max(from + 1, Math.min(to, end === -1 ? text.length : end)) };
}

const pathLabel = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (label, key) =>
      typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key),
    '',
  );

export function checkDocumentJson(text: string): JsonCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const from = at ? Math.min(Number(at[1]), text.length) : text.length;
    const range = onItsLine(text, Math.max(0, from === text.length ? from - 1 : from), from + 1);
    return {
      ok: false,
      problems: [
        { ...range, message: `Not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}` },
      ],
    };
  }
  const parsed = workflowDocumentSchema.safeParse(json);
  if (parsed.success) return { ok: true, document: parsed.data };
  const problems = parsed.error.issues.slice(0, 50).map((issue) => {
    const node = locate(text, issue.path);
    const range = node ? onItsLine(text, node.from, node.to) : { from: 0, to: Math.min(1, text.length) };
    const where = pathLabel(issue.path);
    return { ...range, message: where ? `${where}: ${issue.message}` : issue.message };
  });
  return { ok: false, problems };
}

/** The line (1-based) a position of the text is on, for messages and tests. */
export const lineOf = (text: string, position: number) => text.slice(0, position).split('\n').length;
