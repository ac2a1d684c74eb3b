import { describe, expect, it } from 'vitest';
import { codeFor, completeMention, insertAtCursor, linkFor, mentionAt, wrapSelection } from './text-edit';

describe('composer text edits', () => {
  it('wraps the selection, or a placeholder, and selects what is inside', () => {
    expect(wrapSelection({ text: 'a big b', start: 2, end: 5 }, '**', '**', 'bold')).toEqual({
      text: 'a **big** b',
      start: 4,
      end: 7,
    });
    expect(wrapSelection({ text: '', start: 0, end: 0 }, '_', '_', 'italic')).toEqual({
      text: '_italic_',
      start: 1,
      end: 7,
    });
  });

  it('makes a code span of one line and a fenced block of several', () => {
    expect(codeFor({ text: 'x', start: 0, end: 1 }).text).toBe('`x`');
    expect(codeFor({ text: 'a\nb', start: 0, end: 3 }).text).toBe('```\na\nb\n```');
  });

  it('makes a link with its address selected', () => {
    const edit = linkFor({ text: 'see docs', start: 4, end: 8 });
    expect(edit.text).toBe('see [docs](https://)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('https://');
  });

  it('inserts at the cursor and moves the cursor after', () => {
    expect(insertAtCursor({ text: 'ab', start: 1, end: 1 }, '![x](/u/1.png)')).toEqual({
      text: 'a![x](/u/1.png)b',
      start: 15,
      end: 15,
    });
  });

  it('finds the mention being typed, not an e-mail address', () => {
    expect(mentionAt('hi @ad', 6)).toEqual({ at: 3, query: 'ad' });
    expect(mentionAt('@', 1)).toEqual({ at: 0, query: '' });
    expect(mentionAt('mail ada@example.com', 20)).toBeNull();
    expect(mentionAt('hi @ada there', 13)).toBeNull();
  });

  it('completes the mention with a space after it', () => {
    expect(completeMention('hi @ad!', 6, 'ada')).toEqual({ text: 'hi @ada !', start: 8, end: 8 });
  });
});
