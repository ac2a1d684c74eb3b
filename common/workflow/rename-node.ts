/**
 * Renaming a node. Names are for people, ids are the keys, so edges and pin data never change; but
 * expressions and code refer to other nodes by name (`$('Name')`, `$node["Name"]`, `$node.Name`, as
 * in n8n), so those references are rewritten in every string parameter of every node.
 */
import { nodeNameSchema, type WorkflowDocument } from './document';

export class NodeRenameRefused extends Error {
  override name = 'NodeRenameRefused';
}

const QUOTES = ["'", '"'] as const;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name as written inside a JavaScript string quoted with `quote`. */
const quoted = (name: string, quote: string) =>
  quote + name.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`) + quote;

type Rewrite = { pattern: RegExp; replace: (match: string, ...groups: string[]) => string };

function rewritesFor(oldName: string, newName: string): Rewrite[] {
  const rewrites: Rewrite[] = QUOTES.flatMap((quote) => {
    const old = escapeRegExp(quoted(oldName, quote));
    const next = quoted(newName, quote);
    return [
      // $('Old') and $items('Old', …): the call's first argument.
      {
        pattern: new RegExp(`(\\$(?:items)?\\(\\s*)${old}(?=\\s*[),])`, 'g'),
        replace: (_m, open) => open + next,
      },
      // $node['Old']
      { pattern: new RegExp(`(\\$node\\[\\s*)${old}(?=\\s*\\])`, 'g'), replace: (_m, open) => open + next },
    ];
  });
  if (IDENTIFIER.test(oldName)) {
    // $node.Old, but not $node.OldOther; a new name that is no identifier needs brackets.
    const access = IDENTIFIER.test(newName) ? `$node.${newName}` : `$node[${quoted(newName, '"')}]`;
    rewrites.push({
      pattern: new RegExp(`\\$node\\.${escapeRegExp(oldName)}(?![\\w$])`, 'g'),
      replace: () => access,
    });
  }
  return rewrites;
}

function rewriteValue(value: unknown, rewrites: readonly Rewrite[]): unknown {
  if (typeof value === 'string') {
    return rewrites.reduce((text, { pattern, replace }) => text.replace(pattern, replace), value);
  }
  if (Array.isArray(value)) return value.map((v) => rewriteValue(v, rewrites));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteValue(v, rewrites)]));
  }
  return value;
}

/** The document with node `nodeId` named `newName` and every reference to its old name rewritten. */
export function renameNode(doc: WorkflowDocument, nodeId: string, newName: string): WorkflowDocument {
  const node = doc.nodes.find((n) => n.id === nodeId);
  if (!node) throw new NodeRenameRefused(`There is no node with the id "${nodeId}" in this workflow.`);
  const valid = nodeNameSchema.safeParse(newName);
  if (!valid.success)
    throw new NodeRenameRefused(valid.error.issues[0]?.message ?? 'That name is not allowed.');
  if (newName === node.name) return doc;
  if (doc.nodes.some((n) => n.name === newName)) {
    throw new NodeRenameRefused(`Another node is already named "${newName}"; node names are unique.`);
  }
  const rewrites = rewritesFor(node.name, newName);
  return {
    ...doc,
    nodes: doc.nodes.map((n) => {
      const parameters = Object.fromEntries(
        Object.entries(n.parameters).map(([key, value]) => [key, rewriteValue(value, rewrites)]),
      );
      return { ...n, name: n.id === nodeId ? newName : n.name, parameters };
    }),
  };
}
