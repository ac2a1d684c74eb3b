import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestCode, ruleBroken, unitOf } from './check-rules';
import { findCycles } from './cycles';
import { buildGraph, resolveSpecifier, specifiersOf } from './graph';
import { BOUNDARY_RULES, CYCLE_UNITS } from './rules';

const edge = (from: string, to: string) => ({ from, to, specifier: to, kind: 'static' as const });
const broken = (from: string, to: string) => ruleBroken(BOUNDARY_RULES, edge(from, to))?.name ?? null;

describe('specifiersOf', () => {
  it('finds static, type-only, re-exported and literal dynamic imports, in .ts and .tsx', () => {
    const source = `
      import { a } from './a';
      import type { B } from './b';
      export { c } from './c';
      export type { D } from './d';
      export * from './e';
      const f = () => import('./f');
      type G = import('./g').G;
      const el = <div>{import('./h')}</div>;
    `;
    expect(specifiersOf(source, 'x.tsx')).toEqual([
      { specifier: './a', kind: 'static' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'static' },
      { specifier: './d', kind: 'type' },
      { specifier: './e', kind: 'static' },
      { specifier: './f', kind: 'dynamic' },
      { specifier: './g', kind: 'type' },
      { specifier: './h', kind: 'dynamic' },
    ]);
  });

  it('ignores computed dynamic imports', () => {
    expect(specifiersOf('const m = (p: string) => import(p);', 'x.ts')).toEqual([]);
  });
});

describe('resolveSpecifier and buildGraph', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('client/src/lib/api.ts', "import { X } from '@common/x';\nimport 'react';");
  write('common/x/index.ts', 'export const X = 1;');
  write('client/src/app.tsx', "import { a } from './lib/api';\nimport s from './styles.css';");
  write('client/src/styles.css', '');

  it('resolves relative paths, the @/ and @common/ aliases and folder index files; skips packages', () => {
    expect(resolveSpecifier(root, 'client/src/app.tsx', './lib/api')).toBe('client/src/lib/api.ts');
    expect(resolveSpecifier(root, 'client/src/app.tsx', '@/lib/api')).toBe('client/src/lib/api.ts');
    expect(resolveSpecifier(root, 'client/src/lib/api.ts', '@common/x')).toBe('common/x/index.ts');
    expect(resolveSpecifier(root, 'client/src/lib/api.ts', 'react')).toBeNull();
    expect(resolveSpecifier(root, 'client/src/lib/api.ts', 'node:fs')).toBeNull();
  });

  it('keeps only edges between source files', () => {
    const edges = buildGraph(root, ['client/src/app.tsx', 'client/src/lib/api.ts']);
    expect(edges.map((e) => `${e.from} -> ${e.to}`)).toEqual([
      'client/src/app.tsx -> client/src/lib/api.ts',
      'client/src/lib/api.ts -> common/x/index.ts',
    ]);
  });
});

describe('the house rules', () => {
  it('keep common/ a leaf and the two sides apart', () => {
    expect(broken('common/schemas/a.ts', 'server/lib/errors.ts')).toBe('common-is-a-leaf');
    expect(broken('client/src/lib/api.ts', 'server/app.ts')).toBe('client-never-imports-server');
    expect(broken('server/ai/x.test.ts', 'client/src/app/routes.ts')).toBe('server-never-imports-client');
    expect(broken('client/src/lib/api.ts', 'common/api-errors.ts')).toBeNull();
  });

  it('keep http/ and lib/ free of modules and services', () => {
    expect(broken('server/http/context.ts', 'server/ai/service.ts')).toBe('http-imports-only-lib');
    expect(broken('server/http/guards.ts', 'server/lib/errors.ts')).toBeNull();
    expect(broken('server/lib/logger.ts', 'server/http/context.ts')).toBe('lib-imports-nothing-of-ours');
  });

  it("let a module use another only through its index.ts, and its own module's files freely", () => {
    expect(broken('server/modules/admin/service.ts', 'server/modules/auth/admin-queries.ts')).toBe(
      'module-public-surface',
    );
    expect(broken('server/modules/admin/service.ts', 'server/modules/auth/index.ts')).toBeNull();
    expect(broken('server/modules/admin/service.ts', 'server/modules/admin/users-cursor.ts')).toBeNull();
    expect(broken('server/app.ts', 'server/modules/auth/routes.ts')).toBe('module-surface-from-outside');
    expect(broken('server/app.ts', 'server/modules/auth/index.ts')).toBeNull();
    expect(broken('server/ai/offline/context.ts', 'server/modules/onboarding/index.ts')).toBe(
      'services-never-import-modules',
    );
  });

  it('let a module touch only its own tables, never through the barrel (tests may read any)', () => {
    expect(broken('server/modules/feedback/service.ts', 'server/db/schema/feedback.ts')).toBeNull();
    expect(broken('server/modules/assistant/x.ts', 'server/db/schema/assistant-uploads.ts')).toBeNull();
    expect(broken('server/modules/feedback/service.ts', 'server/db/schema/index.ts')).toBe(
      'module-owns-its-tables',
    );
    expect(broken('server/modules/admin/service.ts', 'server/db/schema/auth.ts')).toBe(
      'module-owns-its-tables',
    );
    expect(broken('server/modules/auth/auth.api.test.ts', 'server/db/schema/index.ts')).toBeNull();
    expect(broken('server/ledger/transfer.ts', 'server/db/schema/ledger.ts')).toBeNull();
  });

  it('let client features meet only through index.ts, below pages, above components and lib', () => {
    expect(broken('client/src/features/home/hero.tsx', 'client/src/features/auth/use-current-user.ts')).toBe(
      'feature-public-surface',
    );
    expect(broken('client/src/features/home/hero.tsx', 'client/src/features/auth/index.ts')).toBeNull();
    expect(broken('client/src/components/ui/x.tsx', 'client/src/features/auth/index.ts')).toBe(
      'components-and-lib-are-below-features',
    );
    expect(broken('client/src/features/home/hero.tsx', 'client/src/pages/home.tsx')).toBe(
      'features-are-below-pages',
    );
  });
});

describe('cycles', () => {
  it('finds each strongly connected group once, and no cycle in a tree', () => {
    const cycles = findCycles([
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
      { from: 'd', to: 'e' },
      { from: 'e', to: 'd' },
      { from: 'f', to: 'f' },
    ]);
    expect(cycles).toEqual([
      ['d', 'e'],
      ['a', 'b', 'c'],
    ]);
    expect(
      findCycles([
        { from: 'a', to: 'b' },
        { from: 'a', to: 'c' },
        { from: 'b', to: 'c' },
      ]),
    ).toEqual([]);
  });

  it('folds files into their feature, module or server folder for folder-level cycles', () => {
    expect(unitOf(CYCLE_UNITS, 'client/src/features/help/help-panels.ts')).toBe('client/src/features/help');
    expect(unitOf(CYCLE_UNITS, 'server/modules/auth/sessions.ts')).toBe('server/modules/auth');
    expect(unitOf(CYCLE_UNITS, 'server/ai/offline/context.ts')).toBe('server/ai');
    expect(unitOf(CYCLE_UNITS, 'server/app.ts')).toBe('server/app.ts');
    expect(isTestCode('server/modules/auth/auth.api.test.ts')).toBe(true);
    expect(isTestCode('server/ai/testing/fake-server.ts')).toBe(true);
    expect(isTestCode('server/ai/router.ts')).toBe(false);
  });
});
