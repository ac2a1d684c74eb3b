/**
 * What the model is told: its job, the workflow as it is now (nodes with their types and parameters,
 * wires by name, the selection), and the node types it may add (the generator's catalogue text).
 */
import type { WorkflowDocument } from '@common/workflow/document';
import { generatorCatalogueText } from '../generator/model-prompt';
import { copilotNodeType } from './node-types';

const MAX_SUMMARY = 12_000;

const short = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 297)}…` : text;
};

export function documentSummary(doc: WorkflowDocument, selection: readonly string[] = []): string {
  if (doc.nodes.length === 0) return 'The workflow is empty.';
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const nodes = doc.nodes.map((n) => {
    const outputs = copilotNodeType(n.type)?.definition.outputs ?? [];
    const outs = outputs.length > 1 ? ` outputs: ${outputs.map((o, i) => `${i} ${o}`).join(', ')};` : '';
    return `- "${n.name}" (${n.type}${n.disabled ? ', disabled' : ''});${outs} parameters ${short(n.parameters)}`;
  });
  const wires = doc.edges.map(
    (e) =>
      `- "${byId.get(e.source)?.name}" output ${e.sourceOutput} → "${byId.get(e.target)?.name}" input ${e.targetInput}${e.kind && e.kind !== 'main' ? ` (${e.kind})` : ''}`,
  );
  const selected = doc.nodes.filter((n) => selection.includes(n.id)).map((n) => `"${n.name}"`);
  const text = [
    'Nodes:',
    ...nodes,
    'Wires:',
    ...(wires.length ? wires : ['(none)']),
    selected.length ? `Selected: ${selected.join(', ')}` : 'Nothing is selected.',
  ].join('\n');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY)}\n(…cut)` : text;
}

export function copilotSystemPrompt(doc: WorkflowDocument, selection: readonly string[]): string {
  return [
    'You are the copilot of the AIZ Platform workflow canvas (an n8n-like engine: items flow along wires).',
    'Change the workflow only by calling the tools (add_node, connect_nodes, set_parameter, remove_node, rename_node, disconnect_nodes), one call per change, in the order they should apply; a node you add is named by the name you gave it.',
    'Each call is checked: a refused call comes back with the problem; correct it once or leave it out.',
    'When you are done, answer in one or two sentences what you changed. The person reviews each change before it applies.',
    'Expressions are strings like "={{ $json.body.email }}" and "Hello {{ $json.name }}".',
    '',
    'The workflow now:',
    documentSummary(doc, selection),
    '',
    'Node types you may add:',
    generatorCatalogueText(),
  ].join('\n');
}
