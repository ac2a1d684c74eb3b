import { describe, expect, it } from 'vitest';
import { copySelection, parseClipboard, pasteFragment, pasteOffset } from './clipboard';
import { setPinnedOutput } from './operations';
import { aDocument, aNode, anEdge } from './test-documents';

const doc = setPinnedOutput(
  aDocument({
    nodes: [
      aNode('a', 'Start', 'manual-trigger'),
      aNode('b', 'Set', 'set', { v: "{{ $('Start').item.json.x }}" }),
      aNode('c', 'Other'),
    ],
    edges: [anEdge('a', 'b'), anEdge('b', 'c')],
  }),
  'b',
  [{ json: { x: 1 } }],
);

describe('copy and paste', () => {
  it('copies the selection with the wires inside it only, and pastes it with new ids and names', () => {
    const text = copySelection(doc, new Set(['a', 'b']));
    expect(text).not.toBeNull();
    const parsed = parseClipboard(text ?? '');
    if (parsed.kind !== 'fragment') throw new Error(`expected a fragment, got ${parsed.kind}`);
    expect(parsed.fragment.edges).toHaveLength(1);

    const { doc: next, ids } = pasteFragment(doc, parsed.fragment, pasteOffset(parsed.fragment));
    expect(ids).toHaveLength(2);
    const pasted = next.nodes.filter((n) => ids.includes(n.id));
    expect(pasted.map((n) => n.name)).toEqual(['Start 2', 'Set 2']);
    // The pasted Set refers to the pasted Start, under its new name.
    expect(pasted[1]?.parameters.v).toBe("{{ $('Start 2').item.json.x }}");
    expect(pasted[0]?.position).toEqual([40, 40]);
    const wire = next.edges.at(-1);
    expect([wire?.source, wire?.target]).toEqual(ids);
    expect(next.pinData?.[ids[1] as string]).toEqual([{ json: { x: 1 } }]);
  });

  it('hands JSON of other tools to the server and ignores plain text', () => {
    expect(parseClipboard('{"nodes":[],"connections":{}}').kind).toBe('foreign');
    expect(parseClipboard('just words').kind).toBe('none');
    expect(parseClipboard('{ broken').kind).toBe('none');
  });

  it('copies nothing when nothing is selected', () => {
    expect(copySelection(doc, new Set())).toBeNull();
  });
});
