/**
 * One copilot operation checked against the document as the earlier operations left it, and applied to
 * it: nodes named exist (by name, any case, or id), types exist, parameters parse with the node type's
 * schema (an expression is checked when it runs), wires leave outputs and enter inputs that exist. The
 * answer is the operation with exact names, or the problem in words (told to the model for its repair,
 * or to the person as a warning). Pure: the engine's registry is the only thing read.
 */
import { type CopilotOperation, copilotOperationSchema } from '@common/schemas/workflow-copilot';
import type { WorkflowDocument, WorkflowNode } from '@common/workflow/document';
import { parameterAt, pathKeys, withParameterAt } from '@common/workflow/parameter-path';
import { renameNode } from '@common/workflow/rename-node';
import { copilotNodeType, copilotNodeTypes } from './node-types';

export type OperationCheck =
  | { ok: true; operation: CopilotOperation; document: WorkflowDocument }
  | { ok: false; problem: string };

const refused = (problem: string): OperationCheck => ({ ok: false, problem });

const isExpression = (value: unknown) => typeof value === 'string' && value.includes('{{');

/** By exact name, then any case, then id. */
export function findNode(doc: WorkflowDocument, ref: string): WorkflowNode | undefined {
  const wanted = ref.trim();
  const lower = wanted.toLowerCase();
  return (
    doc.nodes.find((n) => n.name === wanted) ??
    doc.nodes.find((n) => n.name.toLowerCase() === lower) ??
    doc.nodes.find((n) => n.id === wanted)
  );
}

function missingNode(doc: WorkflowDocument, ref: string): OperationCheck {
  const names = doc.nodes.map((n) => `"${n.name}"`);
  return refused(
    `there is no node "${ref}"${names.length ? ` (the nodes are ${names.slice(0, 20).join(', ')})` : ' (the workflow is empty)'}.`,
  );
}

/** `base`, else `base 2`, `base 3`, … (as the canvas names a new node). */
export function uniqueNodeName(doc: WorkflowDocument, base: string): string {
  const taken = new Set(doc.nodes.map((n) => n.name));
  if (!taken.has(base)) return base;
  const stem = base.replace(/ \d+$/, '');
  for (let n = 2; ; n++) if (!taken.has(`${stem} ${n}`)) return `${stem} ${n}`;
}

/** The schema's problems with these parameters, only under `under` when given (other keys were there before). */
function parameterProblems(node: Pick<WorkflowNode, 'name' | 'type' | 'parameters'>, under?: string) {
  const type = copilotNodeType(node.type);
  if (!type) return [];
  const parsed = type.definition.parameters.safeParse(node.parameters);
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => {
      const path = issue.path.map(String);
      if (under !== undefined && path[0] !== under) return false;
      for (let i = path.length; i >= 1; i--)
        if (isExpression(parameterAt(node.parameters, path.slice(0, i).join('.')))) return false;
      return true;
    })
    .slice(0, 4)
    .map(
      (issue) =>
        `parameter "${issue.path.map(String).join('.') || '(all)'}" of "${node.name}": ${issue.message}`,
    );
}

let nextId = 0;
const virtualId = () => `copilot-${++nextId}`;

function checkAdd(doc: WorkflowDocument, op: Extract<CopilotOperation, { op: 'addNode' }>): OperationCheck {
  const type = copilotNodeType(op.type);
  if (!type) {
    const close = copilotNodeTypes()
      .map((t) => t.entry.type)
      .filter((t) => t.includes(op.type.split('-')[0] ?? op.type))
      .slice(0, 5);
    return refused(
      `there is no node type "${op.type}"${close.length ? `; did you mean ${close.map((t) => `"${t}"`).join(' or ')}?` : '.'}`,
    );
  }
  const unknown = Object.keys(op.parameters).filter((k) => !type.parameterNames.includes(k));
  if (unknown.length > 0)
    return refused(
      `"${op.type}" has no parameter ${unknown.map((k) => `"${k}"`).join(', ')}; its parameters are ${type.parameterNames.join(', ') || 'none'}.`,
    );
  const name = uniqueNodeName(doc, op.name);
  const problems = parameterProblems({ name, type: op.type, parameters: op.parameters });
  if (problems.length > 0) return refused(problems.join('; '));
  const operation = { ...op, name, typeVersion: type.definition.version };
  const node: WorkflowNode = {
    id: virtualId(),
    type: op.type,
    typeVersion: type.definition.version,
    name,
    position: op.position ?? [0, 0],
    parameters: op.parameters,
  };
  return { ok: true, operation, document: { ...doc, nodes: [...doc.nodes, node] } };
}

function inputCount(node: WorkflowNode): number {
  const inputs = copilotNodeType(node.type)?.definition.inputs ?? 1;
  return inputs === 'all-required' ? 99 : inputs;
}

function outputLabels(node: WorkflowNode): string[] {
  const outputs = [...(copilotNodeType(node.type)?.definition.outputs ?? ['Output'])];
  return node.onError === 'errorOutput' ? [...outputs, 'Error'] : outputs;
}

function checkConnect(
  doc: WorkflowDocument,
  op: Extract<CopilotOperation, { op: 'connect' }>,
): OperationCheck {
  const from = findNode(doc, op.from);
  if (!from) return missingNode(doc, op.from);
  const to = findNode(doc, op.to);
  if (!to) return missingNode(doc, op.to);
  if (from.id === to.id) return refused(`a node cannot be connected to itself ("${from.name}").`);
  const outputs = outputLabels(from);
  if (op.output >= outputs.length)
    return refused(
      `"${from.name}" has no output ${op.output}; its outputs are ${outputs.map((o, i) => `${i} (${o})`).join(', ')}.`,
    );
  const inputs = inputCount(to);
  if (inputs === 0) return refused(`"${to.name}" is a trigger: nothing connects into it.`);
  if (op.input >= inputs) return refused(`"${to.name}" has no input ${op.input} (it has ${inputs}).`);
  const exists = doc.edges.some(
    (e) =>
      e.source === from.id &&
      e.target === to.id &&
      e.sourceOutput === op.output &&
      e.targetInput === op.input &&
      (e.kind ?? 'main') === 'main',
  );
  if (exists) return refused(`"${from.name}" is already connected to "${to.name}".`);
  const edge = {
    id: virtualId(),
    source: from.id,
    sourceOutput: op.output,
    target: to.id,
    targetInput: op.input,
  };
  return {
    ok: true,
    operation: { ...op, from: from.name, to: to.name },
    document: { ...doc, edges: [...doc.edges, edge] },
  };
}

function replaceNode(doc: WorkflowDocument, node: WorkflowNode): WorkflowDocument {
  return { ...doc, nodes: doc.nodes.map((n) => (n.id === node.id ? node : n)) };
}

function checkSet(
  doc: WorkflowDocument,
  op: Extract<CopilotOperation, { op: 'setParameter' }>,
): OperationCheck {
  const node = findNode(doc, op.node);
  if (!node) return missingNode(doc, op.node);
  const type = copilotNodeType(node.type);
  const top = pathKeys(op.path)[0] ?? '';
  if (type && !type.parameterNames.includes(top))
    return refused(
      `"${node.name}" (${node.type}) has no parameter "${top}"; its parameters are ${type.parameterNames.join(', ') || 'none'}.`,
    );
  let parameters: WorkflowNode['parameters'];
  try {
    parameters = withParameterAt(node.parameters, op.path, op.value);
  } catch (error) {
    return refused(error instanceof Error ? error.message : String(error));
  }
  const next = { ...node, parameters };
  const problems = parameterProblems(next, top);
  if (problems.length > 0) return refused(problems.join('; '));
  return { ok: true, operation: { ...op, node: node.name }, document: replaceNode(doc, next) };
}

function checkRemove(
  doc: WorkflowDocument,
  op: Extract<CopilotOperation, { op: 'removeNode' }>,
): OperationCheck {
  const node = findNode(doc, op.node);
  if (!node) return missingNode(doc, op.node);
  return {
    ok: true,
    operation: { ...op, node: node.name },
    document: {
      ...doc,
      nodes: doc.nodes.filter((n) => n.id !== node.id),
      edges: doc.edges.filter((e) => e.source !== node.id && e.target !== node.id),
    },
  };
}

function checkRename(
  doc: WorkflowDocument,
  op: Extract<CopilotOperation, { op: 'renameNode' }>,
): OperationCheck {
  const node = findNode(doc, op.node);
  if (!node) return missingNode(doc, op.node);
  if (node.name === op.name) return refused(`"${node.name}" already has that name.`);
  if (doc.nodes.some((n) => n.id !== node.id && n.name === op.name))
    return refused(`another node is already named "${op.name}".`);
  try {
    return { ok: true, operation: { ...op, node: node.name }, document: renameNode(doc, node.id, op.name) };
  } catch (error) {
    return refused(error instanceof Error ? error.message : String(error));
  }
}

function checkDisconnect(
  doc: WorkflowDocument,
  op: Extract<CopilotOperation, { op: 'disconnect' }>,
): OperationCheck {
  const from = findNode(doc, op.from);
  if (!from) return missingNode(doc, op.from);
  const to = findNode(doc, op.to);
  if (!to) return missingNode(doc, op.to);
  const matches = (e: WorkflowDocument['edges'][number]) =>
    e.source === from.id &&
    e.target === to.id &&
    (op.output === undefined || e.sourceOutput === op.output) &&
    (op.input === undefined || e.targetInput === op.input);
  if (!doc.edges.some(matches)) return refused(`"${from.name}" is not connected to "${to.name}".`);
  return {
    ok: true,
    operation: { ...op, from: from.name, to: to.name },
    document: { ...doc, edges: doc.edges.filter((e) => !matches(e)) },
  };
}

/** Checks `raw` (the operation's shape first) against `doc`, and applies it. */
export function checkOperation(doc: WorkflowDocument, raw: unknown): OperationCheck {
  const parsed = copilotOperationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refused(`${issue?.path.map(String).join('.') || 'the operation'}: ${issue?.message ?? 'invalid'}`);
  }
  const op = parsed.data;
  switch (op.op) {
    case 'addNode':
      return checkAdd(doc, op);
    case 'connect':
      return checkConnect(doc, op);
    case 'setParameter':
      return checkSet(doc, op);
    case 'removeNode':
      return checkRemove(doc, op);
    case 'renameNode':
      return checkRename(doc, op);
    case 'disconnect':
      return checkDisconnect(doc, op);
  }
}
