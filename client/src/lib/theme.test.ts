import { DEFAULT_THEME, STORAGE_KEYS } from '@common/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { getTheme, parseTheme, readStoredTheme, setTheme, toggleTheme } from './theme';

afterEach(() => document.documentElement.classList.remove('dark'));

describe('theme', () => {
  it('defaults to dark', () => {
    expect(DEFAULT_THEME).toBe('dark');
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('purple')).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('applies and stores the chosen theme', () => {
    setTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(getTheme()).toBe('light');
    toggleTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });
});
