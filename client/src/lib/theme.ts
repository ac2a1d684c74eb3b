import { DEFAULT_THEME, STORAGE_KEYS, type Theme } from '@common/constants';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/** Browser UI colour per theme (address bar on mobile); matches --background. */
const THEME_COLOR: Record<Theme, string> = { dark: '#0f0f14', light: '#fcfcfd' };

const listeners = new Set<() => void>();

export function parseTheme(value: string | null): Theme {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

export function readStoredTheme(): Theme {
  return parseTheme(readStorage(STORAGE_KEYS.theme));
}

/** The theme in force: /theme-init.js applied it to <html> before first paint. */
export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  writeStorage(STORAGE_KEYS.theme, theme);
  for (const listener of listeners) listener();
}

export function toggleTheme(): void {
  setTheme(getTheme() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => DEFAULT_THEME);
}
