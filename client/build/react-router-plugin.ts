import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** The production build React Router ships beside its development one. */
export const REACT_ROUTER_PRODUCTION = join(
  dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** `var Link = React10.forwardRef(`: a component made by a call the bundler must assume has effects. */
const UNMARKED_FORWARD_REF = /(^var \w+ = )(React\d*\.forwardRef\()/gm;
/** `Link.displayName = "Link";`: a write the bundler must assume has effects (names for React DevTools). */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** Marks React Router's components pure and drops their DevTools names, so unused ones leave the bundle. */
export function markReactRouterPure(code: string): string {
  return code.replace(UNMARKED_FORWARD_REF, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/**
 * React Router in the client build: its production build (the package's exports give every bundler the
 * development one, warnings and checks included) with its components marked pure. Unmarked, the
 * `forwardRef` calls and `displayName` writes kept <Form>, <NavLink> and their helpers in the first page
 * though the app uses neither. Together about 2.3 KB of gzip JavaScript on every first view.
 */
export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'aiz:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? REACT_ROUTER_PRODUCTION : null;
    },
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null;
      return { code: markReactRouterPure(code), map: null };
    },
  };
}
