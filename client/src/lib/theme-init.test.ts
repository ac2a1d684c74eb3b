import { DEFAULT_THEME, STORAGE_KEYS } from '@common/constants';
import { afterEach, describe, expect, it } from 'vitest';
import source from '../../public/theme-init.js?raw';

// public/theme-init.js cannot import constants (it runs before any bundle); keep it in step here.
const run = () => new Function(source)();

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
});

describe('public/theme-init.js', () => {
  it('reads the theme key of the constants and defaults to dark', () => {
    expect(source).toContain(`getItem('${STORAGE_KEYS.theme}')`);
    expect(source).toContain(`: '${DEFAULT_THEME}'`);
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('applies a stored light theme', () => {
    document.documentElement.classList.add('dark');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'light');
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
