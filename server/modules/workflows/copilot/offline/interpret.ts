/**
 * The copilot without a model: a rule-based reading of common requests, clause by clause ("add an HTTP
 * request to https://… after Webhook", "connect A to B", "set the URL of X to …", "remove X", "rename X to
 * Y", "disconnect A from B", "send an e-mail to …"), each turned into operations checked against the
 * document as the earlier ones left it. "Build me …" requests go to the pattern library (from-pattern.ts).
 * Pure apart from the random webhook paths.
 */
import { countOf } from '@common/plural';
import type { CopilotOperation } from '@common/schemas/workflow-copilot';
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';
import { checkOperation } from '../check-operation';
import { copilotNodeType } from '../node-types';
import { buildFromPattern, isBuildRequest } from './from-pattern';
import { newNodeParameters } from './new-node-parameters';
import { nodeTypeIn } from './node-words';
import type { OfflineAnswer } from './offline-answer';
import { parameterNamed, valueFromWords } from './parameter-words';
import { type ReferenceContext, resolveNode } from './resolve-node';
import { splitClauses } from './split-clauses';

export type { OfflineAnswer };

interface State extends ReferenceContext {
  doc: WorkflowDocument;
  operations: CopilotOperation[];
  warnings: string[];
  /** Names of nodes this message added, in order. */
  added: string[];
}

export const OFFLINE_HELP =
  'I can add a node ("add an HTTP request to https://… after Webhook"), connect nodes ("connect Webhook to Send E-mail"), set a parameter ("set the URL of HTTP Request to https://…"), rename, disconnect or remove a node, send an e-mail ("send an e-mail to ops@example.com"), or build a whole workflow ("build me a workflow that …").';

/** Applies one raw operation to the state; a refusal becomes a warning. Answers the applied operation. */
function apply(state: State, raw: unknown): CopilotOperation | null {
  const checked = checkOperation(state.doc, raw);
  if (!checked.ok) {
    state.warnings.push(`Could not ${describeRaw(raw)}: ${checked.problem}`);
    return null;
  }
  state.doc = checked.document;
  state.operations.push(checked.operation);
  return checked.operation;
}

function describeRaw(raw: unknown): string {
  const op = raw as { op: string; [k: string]: unknown };
  switch (op.op) {
    case 'addNode':
      return `add "${String(op.name)}"`;
    case 'connect':
      return `connect "${String(op.from)}" to "${String(op.to)}"`;
    case 'setParameter':
      return `set ${String(op.path)} of "${String(op.node)}"`;
    case 'removeNode':
      return `remove "${String(op.node)}"`;
    case 'renameNode':
      return `rename "${String(op.node)}"`;
    default:
      return `disconnect "${String(op.from)}" from "${String(op.to)}"`;
  }
}

const inputsOf = (type: string) => copilotNodeType(type)?.definition.inputs ?? 1;

/** The end of the flow: the right-most node nothing leaves from (where "add …" goes by default). */
function flowEnd(doc: WorkflowDocument): WorkflowNode | null {
  const sources = new Set(doc.edges.map((e) => e.source));
  const ends = doc.nodes.filter((n) => !sources.has(n.id));
  const pool = ends.length ? ends : doc.nodes;
  return [...pool].sort((a, b) => b.position[0] - a.position[0])[0] ?? null;
}

/** "the false branch of If", "If's true output", "If (false)": the node phrase and the output index. */
function outputOf(doc: WorkflowDocument, phrase: string, context: ReferenceContext) {
  const branch =
    /^(?:the\s+)?["']?([\w ]+?)["']?\s+(?:branch|output|path|side)\s+(?:of|from)\s+(.+)$/i.exec(phrase) ??
    /^(.+?)['’]s\s+([\w ]+?)\s+(?:branch|output|path|side)$/i.exec(phrase);
  let nodePhrase = phrase;
  let label: string | null = null;
  const own = /^(?:its|their|the)\s+["']?([\w ]+?)["']?\s+(?:branch|output|path|side)$/i.exec(phrase);
  if (own) {
    nodePhrase = 'it';
    label = own[1] ?? null;
  } else if (branch) {
    const ofForm = /\s(?:of|from)\s/i.test(phrase) && !/['’]s\s/.test(phrase);
    label = (ofForm ? branch[1] : branch[2]) ?? null;
    nodePhrase = (ofForm ? branch[2] : branch[1]) ?? phrase;
  } else {
    const paren = /^(.+?)\s*\((\w[\w ]*)\)$/.exec(phrase);
    if (paren) [nodePhrase, label] = [paren[1] ?? phrase, paren[2] ?? null];
  }
  const node = resolveNode(doc, nodePhrase, context);
  if (!node) return null;
  if (!label) return { node, output: 0 };
  const outputs = copilotNodeType(node.type)?.definition.outputs ?? [];
  const index = outputs.findIndex((o) => o.toLowerCase() === label.toLowerCase().trim());
  const numeric = /^(?:output\s+)?(\d+)$/i.exec(label.trim());
  return { node, output: index >= 0 ? index : numeric ? Number(numeric[1]) : 0 };
}

/** Both sides of "A to B" where the cut is ambiguous ("Send to Slack to Log"): the first cut naming two nodes. */
function twoNodes(state: State, text: string, separators: RegExp) {
  const cuts = [...text.matchAll(new RegExp(separators.source, 'gi'))];
  for (const cut of cuts) {
    const left = text.slice(0, cut.index).trim();
    const right = text.slice((cut.index ?? 0) + cut[0].length).trim();
    const from = outputOf(state.doc, left, state);
    const to = resolveNode(state.doc, right, state);
    if (from && to) return { from, to };
  }
  return null;
}

const POSITION =
  /\b(after|following|behind|before|between|from)\s+(.+?)(?=\s+(?:called|named|with|saying|about|that)\b|$)/i;
const NAME = /\b(?:called|named)\s+["'“‘]?(.+?)["'”’]?(?=\s+(?:after|before|between|with)\b|$)/i;

function addClause(state: State, clause: string, forcedType?: string) {
  const position = POSITION.exec(clause);
  const name = NAME.exec(clause)?.[1]?.trim();
  const typeText = clause
    .replace(POSITION, ' ')
    .replace(NAME, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
  const type =
    forcedType ?? nodeTypeIn(typeText.replace(/^\s*\w+\s+/, ' '))?.type ?? nodeTypeIn(typeText)?.type;
  if (!type) {
    state.warnings.push(
      `I could not tell which node to add in "${clause}": name a kind, such as an HTTP request, an e-mail, an If, a Wait or a Code node.`,
    );
    return;
  }
  const info = copilotNodeType(type);
  const { parameters, notes } = newNodeParameters(type, clause);
  const added = apply(state, {
    op: 'addNode',
    type,
    name: name || info?.entry.displayName || type,
    parameters,
  });
  if (added?.op !== 'addNode') return;
  state.warnings.push(...notes);
  state.added.push(added.name);
  const isTrigger = inputsOf(type) === 0;
  const where = position?.[1]?.toLowerCase();
  const target = position?.[2] ?? '';
  if (where === 'between') {
    const pair = twoNodes(state, target, /\s+and\s+/);
    if (!pair) {
      state.warnings.push(`I could not find the two nodes in "between ${target}".`);
    } else {
      apply(state, { op: 'disconnect', from: pair.from.node.name, to: pair.to.name });
      apply(state, { op: 'connect', from: pair.from.node.name, to: added.name, output: pair.from.output });
      apply(state, { op: 'connect', from: added.name, to: pair.to.name });
    }
  } else if (where === 'before') {
    const next = resolveNode(state.doc, target, state);
    if (!next) state.warnings.push(`There is no node "${target}" to put it before.`);
    else {
      const incoming = state.doc.edges.filter((e) => e.target === next.id && (e.kind ?? 'main') === 'main');
      const previous =
        incoming.length === 1 ? state.doc.nodes.find((n) => n.id === incoming[0]?.source) : undefined;
      if (previous && !isTrigger) {
        apply(state, { op: 'disconnect', from: previous.name, to: next.name });
        apply(state, {
          op: 'connect',
          from: previous.name,
          to: added.name,
          output: incoming[0]?.sourceOutput ?? 0,
        });
      }
      apply(state, { op: 'connect', from: added.name, to: next.name });
    }
  } else if (!isTrigger) {
    const anchor = position ? outputOf(state.doc, target, state) : defaultAnchor(state, added.name);
    if (position && !anchor)
      state.warnings.push(`There is no node "${target}" to put it after; it is added unconnected.`);
    if (anchor && anchor.node.name !== added.name)
      apply(state, { op: 'connect', from: anchor.node.name, to: added.name, output: anchor.output });
  }
  state.last = added.name;
}

function defaultAnchor(state: State, newName: string) {
  const previousAdded = state.added.filter((n) => n !== newName).at(-1);
  const candidates = [previousAdded, state.selected[0]];
  for (const name of candidates) {
    const node = name ? state.doc.nodes.find((n) => n.name === name) : undefined;
    if (node) return { node, output: 0 };
  }
  const end = flowEnd({ ...state.doc, nodes: state.doc.nodes.filter((n) => n.name !== newName) });
  return end ? { node: end, output: 0 } : null;
}

function connectClause(state: State, rest: string) {
  const pair = twoNodes(state, rest, /\s+(?:to|with|into|and|->|→)\s+/);
  if (!pair) {
    state.warnings.push(`I could not find both nodes in "connect ${rest}".`);
    return;
  }
  if (apply(state, { op: 'connect', from: pair.from.node.name, to: pair.to.name, output: pair.from.output }))
    state.last = pair.to.name;
}

function disconnectClause(state: State, rest: string) {
  const text = rest.replace(/^(?:the\s+)?(?:connection|wire|link|edge)s?\s+(?:between\s+)?/i, '');
  const pair = twoNodes(state, text, /\s+(?:from|and|to|->|→)\s+/);
  if (!pair) {
    state.warnings.push(`I could not find both nodes in "disconnect ${rest}".`);
    return;
  }
  apply(state, { op: 'disconnect', from: pair.from.node.name, to: pair.to.name });
}

function setClause(state: State, clause: string) {
  const forms: [RegExp, (m: RegExpExecArray) => [string | undefined, string, string]][] = [
    [
      /^(?:set|change|update|make|put)\s+(?:the\s+)?(.+?)\s+(?:of|on|in|for)\s+(.+?)\s+(?:to|=|as|at)\s+(.+)$/i,
      (m) => [m[2], m[1] ?? '', m[3] ?? ''],
    ],
    [
      /^(?:set|change|update|make)\s+(.+?)['’]s?\s+(.+?)\s+(?:to|=|as)\s+(.+)$/i,
      (m) => [m[1], m[2] ?? '', m[3] ?? ''],
    ],
    [
      /^(?:set|change|update)\s+([^\s.]+(?:\s[^\s.]+)*?)\.([\w.]+)\s*(?:to|=)\s*(.+)$/i,
      (m) => [m[1], m[2] ?? '', m[3] ?? ''],
    ],
    [
      /^(?:set|change|update|use)\s+(?:the\s+|its\s+)?(.+?)\s+(?:to|=|as)\s+(.+)$/i,
      (m) => [undefined, m[1] ?? '', m[2] ?? ''],
    ],
  ];
  for (const [form, read] of forms) {
    const m = form.exec(clause);
    if (!m) continue;
    const [nodePhrase, parameterPhrase, valueWords] = read(m);
    const node = nodePhrase
      ? resolveNode(state.doc, nodePhrase, state)
      : (resolveNode(state.doc, 'it', state) ?? onlyNodeWith(state.doc, parameterPhrase));
    if (!node) continue;
    const parameter =
      parameterNamed(node.type, parameterPhrase) ??
      (/^[\w.]+$/.test(parameterPhrase) ? parameterPhrase : null);
    if (!parameter) {
      state.warnings.push(
        `"${node.name}" has no setting called "${parameterPhrase}"; its settings are ${copilotNodeType(node.type)?.parameterNames.join(', ') || 'none'}.`,
      );
      return;
    }
    if (
      apply(state, {
        op: 'setParameter',
        node: node.name,
        path: parameter,
        value: valueFromWords(valueWords, parameter),
      })
    )
      state.last = node.name;
    return;
  }
  state.warnings.push(
    `I could not tell which node to change in "${clause}": say "set the URL of HTTP Request to …".`,
  );
}

function onlyNodeWith(doc: WorkflowDocument, parameterPhrase: string): WorkflowNode | null {
  const nodes = doc.nodes.filter((n) => parameterNamed(n.type, parameterPhrase) !== null);
  return nodes.length === 1 ? (nodes[0] ?? null) : null;
}

function removeClause(state: State, rest: string) {
  if (/^(?:the\s+)?(?:connection|wire|link|edge)s?\b/i.test(rest)) return disconnectClause(state, rest);
  const names = rest.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
  for (const phrase of names) {
    const node = resolveNode(state.doc, phrase, state);
    if (!node) state.warnings.push(`There is no node "${phrase}" to remove.`);
    else apply(state, { op: 'removeNode', node: node.name });
  }
}

function renameClause(state: State, rest: string) {
  const cuts = [...rest.matchAll(/\s+(?:to|as)\s+/gi)];
  for (const cut of cuts) {
    const node = resolveNode(state.doc, rest.slice(0, cut.index), state);
    const name = rest
      .slice((cut.index ?? 0) + cut[0].length)
      .trim()
      .replace(/^["'“‘]|["'”’]$/g, '');
    if (node && name) {
      if (apply(state, { op: 'renameNode', node: node.name, name })) state.last = name;
      return;
    }
  }
  state.warnings.push(`I could not find the node to rename in "rename ${rest}".`);
}

function clause(state: State, text: string) {
  const verb = /^(\w+(?:-\w+)?)(?:\s+(up|rid of|out))?\s*(.*)$/i.exec(text);
  const word = verb?.[1]?.toLowerCase() ?? '';
  const rest = verb?.[3] ?? '';
  if (['add', 'insert', 'create', 'put', 'append', 'attach', 'place', 'include'].includes(word))
    return addClause(state, text);
  if (['send', 'email', 'e-mail', 'mail', 'notify'].includes(word) && /@|e-?mail|mail/i.test(text))
    return addClause(state, text, 'send-email');
  if (['call', 'fetch', 'post', 'request'].includes(word) && /https?:\/\//.test(text))
    return addClause(state, text, 'http-request');
  if (['wait', 'pause', 'delay', 'sleep'].includes(word)) return addClause(state, text, 'wait');
  if (['connect', 'link', 'wire', 'join', 'hook'].includes(word)) return connectClause(state, rest);
  if (['disconnect', 'unlink', 'unwire', 'detach'].includes(word)) return disconnectClause(state, rest);
  if (['set', 'change', 'update', 'make', 'use'].includes(word)) return setClause(state, text);
  if (['remove', 'delete', 'drop', 'get', 'take'].includes(word)) return removeClause(state, rest);
  if (word === 'rename') return renameClause(state, rest);
  state.warnings.push(`I did not understand "${text}".`);
}

export function interpretOffline(
  message: string,
  document: WorkflowDocument,
  selection: readonly string[] = [],
): OfflineAnswer {
  if (isBuildRequest(message, document.nodes.length === 0)) {
    const built = buildFromPattern(message, document);
    if (built) return built;
  }
  const selected = document.nodes.filter((n) => selection.includes(n.id)).map((n) => n.name);
  const state: State = { doc: document, operations: [], warnings: [], added: [], last: null, selected };
  for (const text of splitClauses(message)) clause(state, text);
  if (state.operations.length === 0) {
    return {
      operations: [],
      explanation: `I could not turn that into a change. ${OFFLINE_HELP}`,
      warnings: state.warnings,
    };
  }
  const count = state.operations.length;
  return {
    operations: state.operations,
    explanation: `Here ${count === 1 ? 'is the change' : `are ${countOf(count, 'change')}`} for you to review.`,
    warnings: state.warnings,
  };
}
