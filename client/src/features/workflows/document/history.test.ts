import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, record, redo, undo } from './history';
import { setParameter } from './operations';
import { aDocument, aNode } from './test-documents';

const start = aDocument({ nodes: [aNode('a')] });

describe('undo history', () => {
  it('undoes and redoes, and a new edit drops the redo steps', () => {
    const one = setParameter(start, 'a', 'x', 1);
    const two = setParameter(one, 'a', 'x', 2);
    let h = record(record(createHistory(start), one), two);
    h = undo(h);
    expect(h.present).toBe(one);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(two);
    h = record(undo(h), setParameter(one, 'a', 'y', 1));
    expect(canRedo(h)).toBe(false);
    expect(undo(undo(h)).present).toBe(start);
    expect(canUndo(undo(undo(h)))).toBe(false);
  });

  it('makes one step of edits with the same key in a row', () => {
    let h = createHistory(start);
    for (const x of [1, 2, 3]) h = record(h, setParameter(h.present, 'a', 'x', x), { coalesce: 'a.x' });
    expect(h.past).toHaveLength(1);
    expect(undo(h).present).toBe(start);
  });

  it('keeps at most `limit` steps', () => {
    let h = createHistory(start);
    for (let x = 0; x < 10; x += 1) h = record(h, setParameter(h.present, 'a', 'x', x), { limit: 3 });
    expect(h.past).toHaveLength(3);
  });
});
