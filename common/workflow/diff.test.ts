import { describe, expect, it } from 'vitest';
import { diffValues, diffWorkflows, isEmptyDiff } from './diff';
import { type WorkflowDocument, type WorkflowDocumentInput, workflowDocumentSchema } from './document';

const parse = (input: WorkflowDocumentInput): WorkflowDocument => workflowDocumentSchema.parse(input);

const before = parse({
  nodes: [
    { id: 'trigger', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    {
      id: 'fetch',
      type: 'http-request',
      typeVersion: 1,
      name: 'Fetch',
      position: [200, 0],
      parameters: { url: 'https://a.test', headers: [{ name: 'x', value: '1' }], options: { timeout: 5 } },
    },
    { id: 'old', type: 'no-op', typeVersion: 1, name: 'Old', position: [400, 0] },
  ],
  edges: [
    { id: 'e1', source: 'trigger', sourceOutput: 0, target: 'fetch', targetInput: 0 },
    { id: 'e2', source: 'fetch', sourceOutput: 0, target: 'old', targetInput: 0 },
  ],
  settings: { timezone: 'UTC', timeoutS: 60 },
  pinData: { trigger: [{ json: { a: 1 } }] },
});

const after = parse({
  nodes: [
    { id: 'trigger', type: 'manual-trigger', typeVersion: 1, name: 'Begin', position: [0, 0] },
    { id: 'new', type: 'set', typeVersion: 1, name: 'New', position: [400, 0] },
    {
      id: 'fetch',
      type: 'http-request',
      typeVersion: 2,
      name: 'Fetch',
      position: [220, 10],
      parameters: {
        url: 'https://b.test',
        headers: [
          { name: 'x', value: '1' },
          { name: 'y', value: '2' },
        ],
        options: {},
      },
      onError: 'continue',
    },
  ],
  edges: [
    { id: 'redrawn', source: 'trigger', sourceOutput: 0, target: 'fetch', targetInput: 0 },
    { id: 'e3', source: 'fetch', sourceOutput: 0, target: 'new', targetInput: 0 },
  ],
  settings: { timezone: 'Europe/Berlin', timeoutS: 60, budgetAiz: '5' },
  pinData: { trigger: [{ json: { a: 2 } }] },
});

describe('diffWorkflows', () => {
  it('reports nodes added, removed, renamed, moved and changed down to the parameter path', () => {
    expect(diffWorkflows(before, after).nodes).toEqual({
      added: [{ id: 'new', name: 'New', type: 'set' }],
      removed: [{ id: 'old', name: 'Old', type: 'no-op' }],
      renamed: [{ id: 'trigger', before: 'Start', after: 'Begin' }],
      moved: [{ id: 'fetch', name: 'Fetch', before: [200, 0], after: [220, 10] }],
      changed: [
        {
          id: 'fetch',
          name: 'Fetch',
          changes: [
            { path: ['onError'], before: undefined, after: 'continue' },
            { path: ['parameters', 'headers', 1], before: undefined, after: { name: 'y', value: '2' } },
            { path: ['parameters', 'options', 'timeout'], before: 5, after: undefined },
            { path: ['parameters', 'url'], before: 'https://a.test', after: 'https://b.test' },
            { path: ['typeVersion'], before: 1, after: 2 },
          ],
        },
      ],
    });
  });

  it('matches wires by what they join: a wire redrawn with a new id is no change', () => {
    expect(diffWorkflows(before, after).edges).toEqual({
      added: [{ id: 'e3', source: 'fetch', sourceOutput: 0, target: 'new', targetInput: 0 }],
      removed: [{ id: 'e2', source: 'fetch', sourceOutput: 0, target: 'old', targetInput: 0 }],
    });
  });

  it('reports settings and pinned nodes that changed', () => {
    const diff = diffWorkflows(before, after);
    expect(diff.settings).toEqual([
      { path: ['budgetAiz'], before: undefined, after: '5' },
      { path: ['timezone'], before: 'UTC', after: 'Europe/Berlin' },
    ]);
    expect(diff.pinData).toEqual(['trigger']);
  });

  it('finds nothing between a document and itself, whatever the key order', () => {
    const reverseKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverseKeys)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reverseKeys(v)]),
            )
          : value;
    const reordered = reverseKeys(before) as WorkflowDocument;
    expect(Object.keys(reordered.nodes[1]?.parameters ?? {})).toEqual(['options', 'headers', 'url']);
    expect(isEmptyDiff(diffWorkflows(before, structuredClone(before)))).toBe(true);
    expect(isEmptyDiff(diffWorkflows(before, reordered))).toBe(true);
    expect(isEmptyDiff(diffWorkflows(before, after))).toBe(false);
  });

  it('is deterministic: the same answer every time', () => {
    expect(diffWorkflows(before, after)).toEqual(
      diffWorkflows(structuredClone(before), structuredClone(after)),
    );
  });
});

describe('diffValues', () => {
  it('gives one change where a value changes kind, and sorts object keys', () => {
    expect(diffValues({ b: [1], a: { x: 1 } }, { b: 'one', a: 2 })).toEqual([
      { path: ['a'], before: { x: 1 }, after: 2 },
      { path: ['b'], before: [1], after: 'one' },
    ]);
  });
});
