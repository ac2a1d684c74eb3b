import type { Rollup } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { renderServiceWorker, serviceWorkerPlugin } from './sw-plugin.ts';

type Emitted = { type: string; fileName: string; source: string };

function build(files: Record<string, string>) {
  const plugin = serviceWorkerPlugin();
  const emitted: Emitted[] = [];
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, source]) => [
      fileName,
      fileName.endsWith('.js')
        ? { type: 'chunk', fileName, code: source }
        : { type: 'asset', fileName, source },
    ]),
  ) as unknown as Rollup.OutputBundle;
  const configResolved = plugin.configResolved as (config: { publicDir: string }) => void;
  configResolved({ publicDir: '' });
  const generateBundle = plugin.generateBundle as (
    this: unknown,
    options: unknown,
    bundle: Rollup.OutputBundle,
  ) => void;
  generateBundle.call(
    {
      emitFile: (file: Emitted) => emitted.push(file),
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundle,
  );
  const sw = emitted.find((file) => file.fileName === 'sw.js');
  if (!sw) throw new Error('sw.js was not emitted');
  return sw.source;
}

function configOf(source: string): { version: string; precache: string[] } {
  const listeners: string[] = [];
  let config: { version: string; precache: string[] } | undefined;
  const fakeSelf = { addEventListener: (type: string) => listeners.push(type) };
  // Run the emitted script with a fake `self` and capture the config it passes.
  const wrapped = source.replace(/\)\(self, (.*)\);\n$/, (_match, json: string) => {
    config = JSON.parse(json);
    return ')(self, {"version":"x","precache":[]});\n';
  });
  new Function('self', wrapped)(fakeSelf);
  expect(listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  if (!config) throw new Error('no config found');
  return config;
}

describe('serviceWorkerPlugin', () => {
  const files = {
    'index.html': '<html></html>',
    'assets/index-a1.js': 'console.log(1)',
    'assets/index-b2.css': 'body{}',
    'assets/inter-latin.woff2': 'font',
    'assets/index-a1.js.map': '{}',
    '.vite/manifest.json': '{}',
  };

  it('emits sw.js precaching the shell files, with / for index.html', () => {
    const { precache } = configOf(build(files));
    expect(precache).toEqual([
      '/assets/index-a1.js',
      '/assets/index-b2.css',
      '/assets/inter-latin.woff2',
      '/',
    ]);
  });

  it('changes the cache version when a shell file changes', () => {
    const first = configOf(build(files)).version;
    expect(configOf(build(files)).version).toBe(first);
    expect(configOf(build({ ...files, 'assets/index-a1.js': 'console.log(2)' })).version).not.toBe(first);
  });

  it('fails the build when index.html is missing', () => {
    expect(() => build({ 'assets/index-a1.js': 'x' })).toThrow(/index.html/);
  });

  it('renders a script that calls the worker with self', () => {
    const script = renderServiceWorker({ version: 'v1', precache: ['/'] });
    expect(script.startsWith('"use strict";')).toBe(true);
    expect(script).toContain('(self, {"version":"v1","precache":["/"]});');
    const addEventListener = vi.fn();
    new Function('self', script)({ addEventListener });
    expect(addEventListener).toHaveBeenCalledTimes(4);
  });
});
