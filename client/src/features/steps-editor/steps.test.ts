import type { NodeCatalogueEntry } from '@common/schemas/workflows';
import { type WorkflowDocument, workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import {
  allowedAt,
  canMoveStep,
  catalogueMap,
  insertStep,
  linearOrder,
  moveStep,
  relink,
  removeStep,
  STEP_GAP,
} from './steps';

const extra = (type: string, inputs: number | 'all-required', outputs: string[]): NodeCatalogueEntry => ({
  type,
  version: 1,
  displayName: type,
  group: inputs === 0 ? 'trigger' : 'flow',
  description: '',
  documentation: '',
  inputs,
  outputs,
  parameters: { type: 'object', properties: {} },
  credentialSlots: [],
  subNodeInputs: [],
});
const aNode = (id: string, name = id, type = 'set') => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0] as [number, number],
  parameters: {},
});
const anEdge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});
const aDocument = (input: { nodes: ReturnType<typeof aNode>[]; edges?: ReturnType<typeof anEdge>[] }) =>
  workflowDocumentSchema.parse({ edges: [], settings: {}, ...input }) as WorkflowDocument;

const entries = [
  extra('manual-trigger', 0, ['output']),
  extra('set', 1, ['output']),
  extra('http-request', 1, ['output']),
  extra('if', 1, ['true', 'false']),
  extra('merge', 2, ['output']),
  extra('ai-agent', 1, ['output']),
];
const catalogue = catalogueMap(entries);

/** trigger → a → b → c, in document order c, a, trigger, b (the line is found by the wires). */
const line = () =>
  aDocument({
    nodes: [aNode('c'), aNode('a'), aNode('t', 'Start', 'manual-trigger'), aNode('b')],
    edges: [anEdge('t', 'a'), anEdge('a', 'b'), anEdge('b', 'c')],
  });

const chain = (doc: ReturnType<typeof line>) => {
  const result = linearOrder(doc, catalogue);
  if (!result.linear) throw new Error(result.reason);
  return result.order;
};

describe('linearOrder', () => {
  it('reads one line of steps by its wires, trigger first', () => {
    expect(linearOrder(line(), catalogue)).toEqual({ linear: true, order: ['t', 'a', 'b', 'c'] });
  });

  it('takes an empty workflow and a single step as linear', () => {
    expect(linearOrder(aDocument({ nodes: [] }), catalogue)).toEqual({ linear: true, order: [] });
    expect(linearOrder(aDocument({ nodes: [aNode('t', 't', 'manual-trigger')] }), catalogue)).toEqual({
      linear: true,
      order: ['t'],
    });
  });

  it('says why a workflow has branches', () => {
    const fork = aDocument({
      nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('a', 'A'), aNode('b', 'B')],
      edges: [anEdge('t', 'a'), anEdge('t', 'b')],
    });
    expect(linearOrder(fork, catalogue)).toEqual({
      linear: false,
      reason: '"Start" sends its items to more than one step.',
    });
    const ifNode = aDocument({
      nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('i', 'Check', 'if')],
      edges: [anEdge('t', 'i')],
    });
    expect(linearOrder(ifNode, catalogue)).toMatchObject({
      linear: false,
      reason: expect.stringContaining('"Check" has more than one output'),
    });
    const merge = aDocument({
      nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('m', 'Join', 'merge')],
      edges: [anEdge('t', 'm')],
    });
    expect(linearOrder(merge, catalogue)).toMatchObject({
      linear: false,
      reason: expect.stringContaining('merges'),
    });
    const loop = aDocument({
      nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('a'), aNode('b')],
      edges: [anEdge('t', 'a'), anEdge('a', 'b'), anEdge('b', 'a')],
    });
    expect(linearOrder(loop, catalogue)).toMatchObject({ linear: false });
    const apart = aDocument({
      nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('a', 'Alone')],
    });
    expect(linearOrder(apart, catalogue)).toEqual({
      linear: false,
      reason: '"Alone" is not connected to the other steps.',
    });
    const plain = aDocument({
      nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('a', 'Fetch')],
      edges: [anEdge('t', 'a')],
    });
    const errorOutput = {
      ...plain,
      nodes: plain.nodes.map((n) => (n.id === 'a' ? { ...n, onError: 'errorOutput' as const } : n)),
    };
    expect(linearOrder(errorOutput, catalogue)).toMatchObject({ linear: false });
    const agent = aDocument({
      nodes: [aNode('t', 'Chat', 'manual-trigger'), aNode('g', 'Agent', 'ai-agent'), aNode('h', 'Tool')],
      edges: [anEdge('t', 'g')],
    });
    const tools = { ...agent, edges: [...agent.edges, { ...anEdge('h', 'g'), kind: 'ai_tool' as const }] };
    expect(linearOrder(tools, catalogue)).toEqual({
      linear: false,
      reason: '"Agent" has tools or sub-nodes wired to it.',
    });
  });
});

describe('step edits', () => {
  it('inserts a step between two, wired in and laid out in a row', () => {
    const doc = line();
    const { doc: next, node } = insertStep(doc, chain(doc), 2, { type: 'set', typeVersion: 1, name: 'a' });
    expect(node.name).toBe('a 2');
    expect(chain(next)).toEqual(['t', 'a', node.id, 'b', 'c']);
    const positions = chain(next).map((id) => next.nodes.find((n) => n.id === id)?.position);
    expect(positions).toEqual([0, 1, 2, 3, 4].map((i) => [i * STEP_GAP, 0]));
    // The wires that stay keep their ids.
    expect(next.edges.find((e) => e.source === 't')?.id).toBe('t-a');
  });

  it('removes a step and joins its neighbours', () => {
    const doc = line();
    const next = removeStep(doc, chain(doc), 2);
    expect(chain(next)).toEqual(['t', 'a', 'c']);
    expect(next.nodes.map((n) => n.id).sort()).toEqual(['a', 'c', 't']);
    expect(next.edges).toHaveLength(2);
  });

  it('moves a step up or down, never the trigger and never above it', () => {
    const doc = line();
    const order = chain(doc);
    const down = moveStep(doc, catalogue, order, 1, 2);
    expect(down && chain(down)).toEqual(['t', 'b', 'a', 'c']);
    const last = moveStep(doc, catalogue, order, 1, 3);
    expect(last && chain(last)).toEqual(['t', 'b', 'c', 'a']);
    expect(moveStep(doc, catalogue, order, 0, 1)).toBeNull();
    expect(canMoveStep(doc, catalogue, order, 1, 0)).toBe(false);
    expect(canMoveStep(doc, catalogue, order, 3, 4)).toBe(false);
  });

  it('relinking the same order changes nothing but positions already in a row', () => {
    const doc = relink(line(), ['t', 'a', 'b', 'c']);
    expect(relink(doc, ['t', 'a', 'b', 'c']).nodes).toEqual(doc.nodes);
    expect(relink(doc, ['t', 'a', 'b', 'c']).edges).toEqual(doc.edges);
  });

  it('offers a trigger for the first place of a workflow without one, steps elsewhere', () => {
    const empty = aDocument({ nodes: [] });
    expect(allowedAt(empty, entries, [], 0).map((e) => e.type)).toEqual(['manual-trigger']);
    const doc = line();
    expect(allowedAt(doc, entries, chain(doc), 0)).toEqual([]);
    expect(allowedAt(doc, entries, chain(doc), 2).map((e) => e.type)).toEqual([
      'set',
      'http-request',
      'ai-agent',
    ]);
  });
});
