import { describe, expect, it } from 'vitest';
import { emptyDoc, historyReducer, startHistory } from './design-history';

describe('design history', () => {
  it('undoes and redoes commits, and a new commit drops the redo branch', () => {
    const a = emptyDoc();
    const b = { ...a, zip: '10001' };
    const c = { ...a, zip: '85004' };
    let h = historyReducer(startHistory(a), { type: 'commit', doc: b });
    h = historyReducer(h, { type: 'commit', doc: c });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(b);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe(c);
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'commit', doc: a });
    expect(h.future).toEqual([]);
    expect(historyReducer(startHistory(a), { type: 'undo' }).present).toBe(a);
  });

  it('makes a drag one step: previews, then the commit from where it began', () => {
    const a = emptyDoc();
    let h = startHistory(a);
    h = historyReducer(h, { type: 'preview', doc: { ...a, spacingM: 0.1 } });
    h = historyReducer(h, { type: 'preview', doc: { ...a, spacingM: 0.2 } });
    const end = { ...a, spacingM: 0.3 };
    h = historyReducer(h, { type: 'commit', doc: end });
    expect(h.past).toEqual([a]);
    expect(historyReducer(h, { type: 'undo' }).present).toBe(a);
  });
});
