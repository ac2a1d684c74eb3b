import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure, REACT_ROUTER_PRODUCTION } from './react-router-plugin.ts';

describe('React Router in the client build', () => {
  it('marks forwardRef components pure and drops DevTools names, and nothing else', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var x = other.forwardRef(a);',
      'const label = "Link.displayName = \\"Link\\";";',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        '',
        'var x = other.forwardRef(a);',
        'const label = "Link.displayName = \\"Link\\";";',
      ].join('\n'),
    );
  });

  it('finds the production build, whose components the marks reach', () => {
    expect(existsSync(REACT_ROUTER_PRODUCTION)).toBe(true);
    const chunk =
      readFileSync(REACT_ROUTER_PRODUCTION, 'utf8').match(/from "\.\/(chunk-[\w-]+\.mjs)"/g) ?? [];
    const sources = chunk.map((c) =>
      readFileSync(REACT_ROUTER_PRODUCTION.replace('index.mjs', c.slice(8, -1)), 'utf8'),
    );
    const marked = sources.map(markReactRouterPure).join('\n');
    // <Link>, <NavLink> and <Form> at least: an upgrade that renames them shows here.
    expect(marked.match(/\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length ?? 0).toBeGreaterThanOrEqual(
      3,
    );
    expect(marked).not.toMatch(/^Link\.displayName = /m);
  });
});
