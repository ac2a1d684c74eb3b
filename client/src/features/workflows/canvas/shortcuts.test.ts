import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcutOf', () => {
  it('maps the documented keys', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { metaKey: true }))).toBe('redo');
    expect(shortcutOf(key('?', { shiftKey: true }))).toBe('help');
    expect(shortcutOf(key('S', { shiftKey: true }))).toBe('add-sticky');
    expect(shortcutOf(key('n'))).toBe('open-palette');
    expect(shortcutOf(key('Enter', { ctrlKey: true }))).toBe('test-workflow');
  });
  it('ignores other keys', () => {
    expect(shortcutOf(key('q'))).toBeNull();
    expect(shortcutOf(key('n', { altKey: true }))).toBeNull();
  });
});
