import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { scaled } from './time';

// Lazy screens load real chunks: under a busy CI machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: scaled(5000) });

// jsdom lacks these browser APIs; Radix and React Flow use them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// Assigned, not stubbed: tests that `vi.unstubAllGlobals()` after mocking fetch keep it.
globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

/** React Flow reads the viewport's zoom from a DOMMatrixReadOnly of the CSS transform (when it measures handles). */
class DOMMatrixReadOnlyStub {
  readonly m22: number;
  constructor(transform?: string) {
    const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
    this.m22 = scale === undefined ? 1 : Number(scale);
  }
}
vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnlyStub);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
