/**
 * The part of the TypeScript <7 compiler API that dependency-cruiser uses when it is not asked for
 * pre-compilation dependencies: `transpileModule` (TypeScript to JavaScript, which its acorn step then reads
 * for import, export … from, import(), require) and reading tsconfig.json. TypeScript 7 ships no JavaScript
 * API, so esbuild (a dependency already) transpiles.
 *
 * One difference from a plain transpile, on purpose: type-only imports and re-exports are kept as imports, so
 * the rules and the cycle check see them, as the old checker did (a type pulled from the server into the
 * client, or a type cycle, still says two files disagree about who owns a concept). @babel/parser finds the
 * `type` keywords; they are blanked (same length, positions kept) before esbuild runs with
 * verbatimModuleSyntax, which keeps every import as written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { transform, transformSync } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** Source positions [start, end) of each `type` keyword that makes an import or re-export type-only. */
function typeKeywords(source, ast) {
  const ranges = [];
  const keywordAfter = (from, to) => {
    const at = source.slice(from, to).search(/\btype\b/);
    if (at >= 0) ranges.push([from + at, from + at + 4]);
  };
  const extra = [];
  for (const node of ast.program.body) {
    const isImport = node.type === 'ImportDeclaration';
    const isReexport =
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source;
    if (!isImport && !isReexport) continue;
    // `import type … from`, `export type { … } from`, `export type * from`: the keyword after the first word.
    if (node.importKind === 'type' || node.exportKind === 'type')
      keywordAfter(node.start + 6, node.source.start);
    // `import { type A, type B } from`: blank each; an import left with no value names stays, as `import {} from`.
    for (const specifier of node.specifiers ?? []) {
      if (specifier.importKind === 'type' || specifier.exportKind === 'type')
        keywordAfter(specifier.start, specifier.end);
    }
  }
  // `import('./x').T` in a type position: not an import statement, so it is added as one.
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object' || typeof value.type !== 'string') return;
    if (value.type === 'TSImportType') {
      const literal = value.argument?.type === 'TSLiteralType' ? value.argument.literal : value.argument;
      if (literal?.type === 'StringLiteral') extra.push(literal.value);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(child);
    }
  };
  visit(ast.program);
  return { ranges, extra };
}

/** Files that may hold a type-only import or an import type: the others need no parse of their own. */
const MAY_IMPORT_TYPES = /\b(import|export)\s+type\b|[{,]\s*type\s+[A-Za-z_$]|\bimport\s*\(/;

/** The TypeScript esbuild reads, with type-only imports kept, and the `import()` types to add after. */
function prepare(source, tsx) {
  const ast = MAY_IMPORT_TYPES.test(source)
    ? parse(source, {
        sourceType: 'module',
        attachComment: false,
        plugins: tsx ? ['typescript', 'jsx'] : ['typescript'],
      })
    : { program: { body: [] } };
  const { ranges, extra } = typeKeywords(source, ast);
  let kept = source;
  for (const [start, end] of ranges) kept = kept.slice(0, start) + ' '.repeat(end - start) + kept.slice(end);
  const added = extra.map((specifier) => `import ${JSON.stringify(specifier)};\n`).join('');
  return { kept, added };
}

const esbuildOptions = (tsx) => ({
  loader: tsx ? 'tsx' : 'ts',
  jsx: 'automatic',
  format: 'esm',
  tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
});

/** Transpiled ahead by primeTranspiles, keyed by the flavour and the source text. */
const primed = new Map();
const keyOf = (source, tsx) => `${tsx ? 'tsx' : 'ts'}\0${source}`;

/**
 * Transpiles many files at once, before dependency-cruiser asks for them one by one: esbuild's synchronous
 * call costs a thread hop each, its asynchronous one runs them side by side (lint-deps.mjs calls this with
 * every TypeScript file it is about to check; a file it missed is transpiled when asked, the same way).
 */
export async function primeTranspiles(files) {
  await Promise.all(
    files.map(async ({ file, source, tsx }) => {
      try {
        const { kept, added } = prepare(source, tsx);
        const { code } = await transform(kept, esbuildOptions(tsx));
        primed.set(keyOf(source, tsx), code + added);
      } catch (error) {
        throw new Error(`${file}: ${error.message}`);
      }
    }),
  );
}

/**
 * dependency-cruiser passes no file name, only compiler options: it sets jsx 'react' for .tsx files alone
 * (parseJsonConfigFileContent below leaves tsconfig's jsx out so that this stays the sign).
 */
export function transpileModule(source, { compilerOptions = {} } = {}) {
  const tsx = compilerOptions.jsx === 'react';
  const ready = primed.get(keyOf(source, tsx));
  if (ready !== undefined) return { outputText: ready, diagnostics: [] };
  const { kept, added } = prepare(source, tsx);
  const { code } = transformSync(kept, esbuildOptions(tsx));
  return { outputText: code + added, diagnostics: [] };
}

/** tsconfig.json is plain JSON here; its compilerOptions feed the transpile and the alias classification. */
export function readConfigFile(fileName, readFile) {
  try {
    return { config: JSON.parse(readFile(fileName)) };
  } catch (error) {
    return { error: { messageText: `${fileName}: ${error.message}` } };
  }
}

export function parseJsonConfigFileContent(config, _host, basePath) {
  const { jsx: _jsx, ...options } = config.compilerOptions ?? {};
  if (options.paths && !options.baseUrl) options.pathsBasePath = basePath;
  return { options, fileNames: [], errors: [] };
}

export function formatDiagnostics(diagnostics) {
  return diagnostics.map((d) => d.messageText).join('\n');
}

export const sys = {
  useCaseSensitiveFileNames: true,
  readFile: (fileName) => readFileSync(path.resolve(fileName), 'utf8'),
};

/**
 * dependency-cruiser's tsc extractor reads SyntaxKind when it loads; it runs only with tsPreCompilationDeps or
 * parser 'tsc', which .dependency-cruiser.cjs turns off, so reaching createSourceFile is a configuration error.
 */
export const SyntaxKind = {};
export function createSourceFile() {
  throw new Error(
    "typescript-adapter has no TypeScript AST: set tsPreCompilationDeps: false and parser: 'acorn'",
  );
}

export const version = manifest.version;

export default {
  version,
  transpileModule,
  readConfigFile,
  parseJsonConfigFileContent,
  formatDiagnostics,
  sys,
  SyntaxKind,
  createSourceFile,
};
