/**
 * `node --import ./scripts/boundaries/use-typescript-adapter.mjs …depcruise`: makes `typescript`, as
 * dependency-cruiser (and only it) asks for it, resolve to ./typescript-adapter, because the project's
 * TypeScript 7 has no JavaScript API and dependency-cruiser would otherwise skip every .ts and .tsx file.
 * Both of its ways in are covered: `import('typescript')` (an ESM resolve hook) and
 * `require('typescript/package.json')` for the version check (CommonJS resolution).
 */
import Module, { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const ADAPTER = new URL('./typescript-adapter/', import.meta.url);
const FROM_CRUISER = /[\\/]node_modules[\\/]dependency-cruiser[\\/]/;

const cjsResolve = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript(request, parent, ...rest) {
  if (FROM_CRUISER.test(parent?.filename ?? '')) {
    if (request === 'typescript/package.json') return fileURLToPath(new URL('package.json', ADAPTER));
    if (request === 'typescript') return fileURLToPath(new URL('index.mjs', ADAPTER));
  }
  return cjsResolve.call(this, request, parent, ...rest);
};

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && ${FROM_CRUISER}.test(context.parentURL ?? '')) {
    return { url: ${JSON.stringify(new URL('index.mjs', ADAPTER).href)}, shortCircuit: true };
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
