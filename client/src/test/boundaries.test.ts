/**
 * The client's import rules (client/README.md), checked over the source so they hold without a
 * reviewer: lib/ and components/ import no feature, page or app code; features import no page or app
 * code, and import each other only through the other feature's index.ts; feature folders form no
 * cycle. Test files are left out: a test may compose whatever it needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom gives import.meta.url an http: scheme here; vitest runs from the repository root.
const SRC = path.resolve(process.cwd(), 'client/src');

/** Deep imports not yet moved to an index.ts, in code another engineer owns. Empty this list. */
const KNOWN_EXCEPTIONS = new Set([
  'features/home/hero.tsx -> features/auth/auth-dialog-provider',
  'features/home/hero.tsx -> features/auth/use-token-distribution',
  'features/home/token-section.tsx -> features/auth/auth-dialog-provider',
  'features/home/token-section.tsx -> features/auth/use-token-distribution',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g;

/** Every import of a file, as a path under src/ ('features/auth/use-current-user'); packages left out. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap(([, spec = '']) => {
    if (spec.startsWith('@/')) return [spec.slice(2)];
    if (spec.startsWith('.')) return [path.relative(SRC, path.resolve(path.dirname(file), spec))];
    return [];
  });
}

const edges = sourceFiles(SRC).flatMap((file) => {
  const from = path.relative(SRC, file).split(path.sep).join('/');
  return importsOf(file).map((to) => ({ from, to: to.split(path.sep).join('/') }));
});

const top = (p: string) => p.split('/')[0];
const featureOf = (p: string) => (p.startsWith('features/') ? p.split('/')[1] : null);

describe('client import boundaries', () => {
  it('lib/ and components/ import no feature, page or app code', () => {
    const bad = edges.filter(
      (e) =>
        ['lib', 'components'].includes(top(e.from) ?? '') &&
        ['features', 'pages', 'app'].includes(top(e.to) ?? ''),
    );
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('features import no page or app code', () => {
    const bad = edges.filter((e) => top(e.from) === 'features' && ['pages', 'app'].includes(top(e.to) ?? ''));
    expect(bad.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it('features import another feature only through its index.ts', () => {
    const bad = edges.filter((e) => {
      const [from, to] = [featureOf(e.from), featureOf(e.to)];
      const throughIndex = e.to === `features/${to}` || e.to === `features/${to}/index`;
      return from && to && from !== to && !throughIndex;
    });
    const named = bad.map((e) => `${e.from} -> ${e.to}`).filter((edge) => !KNOWN_EXCEPTIONS.has(edge));
    expect(named).toEqual([]);
  });

  it('feature folders form no cycle', () => {
    const next = new Map<string, Set<string>>();
    for (const e of edges) {
      const [from, to] = [featureOf(e.from), featureOf(e.to)];
      if (from && to && from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const walk = (start: string, at: string, trail: string[]) => {
      for (const to of next.get(at) ?? []) {
        if (to === start) cycles.push([...trail, to].join(' -> '));
        else if (!trail.includes(to)) walk(start, to, [...trail, to]);
      }
    };
    for (const feature of next.keys()) walk(feature, feature, [feature]);
    expect(cycles).toEqual([]);
  });
});
