import { describe, expect, it } from 'vitest';
import {
  addNode,
  addStickyNote,
  connect,
  DocumentEditRefused,
  disconnect,
  moveItems,
  removeItems,
  renameNode,
  setNodeNotes,
  setParameter,
  setPinnedOutput,
  spotRightOf,
  startingParametersOf,
  uniqueName,
  updateStickyNote,
} from './operations';
import { aDocument, aNode, anEdge } from './test-documents';

const doc = aDocument({
  nodes: [
    aNode('a', 'Start', 'manual-trigger'),
    aNode('b', 'Set', 'set', { value: "{{ $('Start').item.json.x }}" }),
  ],
  edges: [anEdge('a', 'b')],
});

describe('document operations', () => {
  it('adds a node with a fresh id and a name no node has', () => {
    const { doc: next, node } = addNode(doc, {
      type: 'set',
      typeVersion: 1,
      name: 'Set',
      position: [10, 20],
    });
    expect(node.name).toBe('Set 2');
    expect(node.id).not.toBe('b');
    expect(next.nodes).toHaveLength(3);
    expect(doc.nodes).toHaveLength(2);
    expect(uniqueName(new Set(['Set', 'Set 2']), 'Set 2')).toBe('Set 3');
  });

  it("starts a node from the catalogue with its type's starting values, and a listening trigger with a path of its own", () => {
    expect(startingParametersOf({})).toEqual({});
    const webhook = { starting: { parameters: { httpMethod: 'POST' }, freshPath: 'hook' } };
    expect(startingParametersOf(webhook, () => '1a2b3c4d')).toEqual({
      httpMethod: 'POST',
      path: 'hook-1a2b3c4d',
    });
    const [one, two] = [startingParametersOf(webhook), startingParametersOf(webhook)];
    expect(one.path).toMatch(/^hook-[0-9a-f]{8}$/);
    expect(one.path).not.toBe(two.path);
  });

  it('removes nodes with their wires and pinned data, and returns the same document when nothing goes', () => {
    const pinned = setPinnedOutput(doc, 'b', [{ json: { x: 1 } }]);
    const next = removeItems(pinned, ['b']);
    expect(next.nodes.map((n) => n.id)).toEqual(['a']);
    expect(next.edges).toEqual([]);
    expect(next.pinData).toBeUndefined();
    expect(removeItems(doc, ['nope'])).toBe(doc);
  });

  it('moves nodes and sticky notes, keeping untouched ones by reference', () => {
    const { doc: withNote, note } = addStickyNote(doc, [0, 0], 'hello');
    const next = moveItems(
      withNote,
      new Map([
        ['a', [5, 6] as [number, number]],
        [note.id, [1, 2] as [number, number]],
      ]),
    );
    expect(next.nodes[0]?.position).toEqual([5, 6]);
    expect(next.nodes[1]).toBe(withNote.nodes[1]);
    expect(next.stickyNotes?.[0]?.position).toEqual([1, 2]);
    expect(updateStickyNote(next, note.id, { text: 'bye' }).stickyNotes?.[0]?.text).toBe('bye');
  });

  it('renames a node and the expressions that use its name; refuses a name in use', () => {
    const next = renameNode(doc, 'a', 'Begin');
    expect(next.nodes[1]?.parameters.value).toBe("{{ $('Begin').item.json.x }}");
    expect(() => renameNode(doc, 'a', 'Set')).toThrow(DocumentEditRefused);
  });

  it('connects once, never a node to itself, and disconnects', () => {
    const wire = { source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 };
    expect(connect(doc, wire)).toBe(doc);
    expect(connect(doc, { ...wire, target: 'a' })).toBe(doc);
    const other = connect(doc, { ...wire, sourceOutput: 1 });
    expect(other.edges).toHaveLength(2);
    expect(disconnect(other, ['a-b']).edges).toHaveLength(1);
  });

  it('finds a free spot to the right of a node', () => {
    const placed = moveItems(doc, new Map([['b', [300, 0] as [number, number]]]));
    expect(spotRightOf(placed, placed.nodes[0] as never)).toEqual([300, 110]);
  });

  it('sets and clears a parameter, notes and pinned output', () => {
    const next = setParameter(doc, 'b', 'mode', 'raw');
    expect(next.nodes[1]?.parameters.mode).toBe('raw');
    expect(setParameter(next, 'b', 'mode', undefined).nodes[1]?.parameters.mode).toBeUndefined();
    expect(setNodeNotes(doc, 'b', 'why').nodes[1]?.notes).toBe('why');
    const pinned = setPinnedOutput(doc, 'b', [{ json: { x: 1 } }]);
    expect(pinned.pinData?.b).toHaveLength(1);
    expect(setPinnedOutput(pinned, 'b', null).pinData).toBeUndefined();
  });
});
