import { describe, expect, it } from 'vitest';
import {
  isTimezone,
  MAX_WORKFLOW_NODES,
  type WorkflowDocumentInput,
  workflowDocumentSchema,
  workflowItemSchema,
} from './document';

const node = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'set',
  typeVersion: 1,
  name,
  position: [0, 0] as [number, number],
  ...extra,
});
const edge = (id: string, source: string, target: string, sourceOutput = 0, targetInput = 0) => ({
  id,
  source,
  sourceOutput,
  target,
  targetInput,
});
const doc = (extra: Partial<WorkflowDocumentInput> = {}): WorkflowDocumentInput => ({
  nodes: [node('a', 'Start'), node('b', 'Set')],
  edges: [edge('e1', 'a', 'b')],
  ...extra,
});
const issues = (input: unknown) => {
  const result = workflowDocumentSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe('workflowDocumentSchema', () => {
  it('fills in the defaults: settings, parameters, retry', () => {
    const parsed = workflowDocumentSchema.parse(
      doc({ nodes: [node('a', 'Start', { retry: {} }), node('b', 'Set')], edges: undefined }),
    );
    expect(parsed.settings).toEqual({ timezone: 'UTC', timeoutS: 300, maxSteps: 10_000 });
    expect(parsed.edges).toEqual([]);
    expect(parsed.nodes[0]).toMatchObject({ parameters: {}, retry: { maxTries: 3, waitMs: 1000 } });
    expect(parsed.nodes[1]?.onError).toBeUndefined();
  });

  it('accepts every optional field in its precise form', () => {
    const full = doc({
      nodes: [
        node('a', 'Start', {
          credentials: { smtp: { id: 'cred-1' } },
          disabled: true,
          retry: { maxTries: 10, waitMs: 300_000 },
          onError: 'errorOutput',
          notes: 'why this node is here',
          parameters: { values: [{ name: 'x', value: 1 }], keep: null },
        }),
        node('b', 'Set'),
      ],
      edges: [edge('e1', 'a', 'b', 1, 0)],
      settings: {
        timezone: 'Europe/Berlin',
        timeoutS: 60,
        maxSteps: 50,
        errorWorkflowId: 'wf_errors',
        budgetAiz: '12.000000000000000001',
      },
      pinData: { a: [{ json: { x: 1 }, binary: { file: { mimeType: 'text/plain', data: 'aGk=' } } }] },
    });
    expect(issues(full)).toEqual([]);
  });

  it('refuses imprecise values, each at its path', () => {
    const bad = doc({
      nodes: [
        node('a b', ' Start', {
          position: { x: 0, y: 0 },
          typeVersion: 1.5,
          retry: { maxTries: 11, waitMs: -1 },
          onError: 'ignore',
        }),
      ],
      edges: [],
      settings: { timezone: 'Mars/Olympus', timeoutS: 0, maxSteps: 1, budgetAiz: '1e3' },
    });
    expect(issues(bad).map((i) => i.path.join('.'))).toEqual([
      'nodes.0.id',
      'nodes.0.typeVersion',
      'nodes.0.name',
      'nodes.0.position',
      'nodes.0.retry.maxTries',
      'nodes.0.retry.waitMs',
      'nodes.0.onError',
      'settings.timezone',
      'settings.timeoutS',
      'settings.budgetAiz',
    ]);
  });

  it('refuses a port index that is negative or not whole', () => {
    expect(issues(doc({ edges: [edge('e1', 'a', 'b', -1, 0.5)] })).map((i) => i.path.join('.'))).toEqual([
      'edges.0.sourceOutput',
      'edges.0.targetInput',
    ]);
  });

  it('reports duplicate node ids and names with their paths', () => {
    const found = issues(doc({ nodes: [node('a', 'Start'), node('a', 'Other'), node('b', 'Start')] }));
    expect(found).toEqual([
      {
        path: ['nodes', 1, 'id'],
        message: 'nodes[1] has the id "a", already used by nodes[0]; node ids are unique.',
      },
      {
        path: ['nodes', 2, 'name'],
        message: 'nodes[2] is named "Start", like nodes[0]; node names are unique.',
      },
    ]);
  });

  it('reports edges to missing nodes, duplicate edges and duplicate edge ids', () => {
    const found = issues(
      doc({
        edges: [edge('e1', 'a', 'b'), edge('e1', 'a', 'zz'), edge('e3', 'a', 'b'), edge('e4', 'yy', 'b')],
      }),
    );
    expect(found.map((i) => i.path)).toEqual([
      ['edges', 1, 'id'],
      ['edges', 1, 'target'],
      ['edges', 2],
      ['edges', 3, 'source'],
    ]);
    expect(found[1]?.message).toBe(
      'edges[1] (id "e1") has the target "zz", which is no node of this workflow.',
    );
    expect(found[2]?.message).toBe(
      'edges[2] joins the same output and input as edges[0]; an edge is drawn once.',
    );
  });

  it('allows two edges between the same nodes on different ports', () => {
    expect(issues(doc({ edges: [edge('e1', 'a', 'b', 0, 0), edge('e2', 'a', 'b', 1, 0)] }))).toEqual([]);
  });

  it('reports pin data for a node that is not there', () => {
    expect(issues(doc({ pinData: { ghost: [{ json: {} }] } }))).toEqual([
      {
        path: ['pinData', 'ghost'],
        message: 'pinData has items for "ghost", which is no node of this workflow.',
      },
    ]);
  });

  it('takes only plain JSON as parameters', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 70; i += 1) deep = [deep];
    for (const value of [new Date(0), Number.NaN, undefined, () => 1, new Map(), deep]) {
      expect(issues(doc({ nodes: [node('a', 'Start', { parameters: { x: value } })], edges: [] }))).toEqual([
        {
          path: ['nodes', 0, 'parameters', 'x'],
          message: 'A parameter is plain JSON, at most 64 levels deep.',
        },
      ]);
    }
    const plain = {
      s: 'x',
      n: 1.5,
      b: false,
      z: null,
      list: [{ deep: [1, 'two'] }],
      bare: Object.create(null),
    };
    expect(issues(doc({ nodes: [node('a', 'Start', { parameters: plain })], edges: [] }))).toEqual([]);
  });

  it(`holds at most ${MAX_WORKFLOW_NODES} nodes`, () => {
    const nodes = Array.from({ length: MAX_WORKFLOW_NODES + 1 }, (_, i) => node(`n${i}`, `Node ${i}`));
    expect(issues({ nodes, edges: [] }).map((i) => i.path)).toEqual([['nodes']]);
  });
});

describe('workflowItemSchema', () => {
  it("is n8n's item: json, optional binary with data or id, optional paired item", () => {
    expect(workflowItemSchema.safeParse({ json: { a: 1 }, pairedItem: { item: 0 } }).success).toBe(true);
    expect(
      workflowItemSchema.safeParse({ json: {}, binary: { f: { mimeType: 'image/png', id: 'b1' } } }).success,
    ).toBe(true);
    expect(workflowItemSchema.safeParse({ json: {}, binary: { f: { mimeType: 'image/png' } } }).success).toBe(
      false,
    );
    expect(workflowItemSchema.safeParse({ json: [1] }).success).toBe(false);
  });
});

describe('isTimezone', () => {
  it('knows IANA zones, also the second time (from its cache), and refuses other names', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Europe/Berlin']) {
      expect(isTimezone(zone), zone).toBe(true);
    }
    for (const name of ['Mars/Olympus', '', 'Europe/Berlin ']) expect(isTimezone(name), name).toBe(false);
  });
});
