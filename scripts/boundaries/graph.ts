/**
 * The import graph of our own source files: every static import, re-export, type-only import and literal
 * dynamic `import()`, resolved to a file of the repository. Type-only edges count: a type cycle still says two
 * files disagree about who owns a concept. Packages and `node:` built-ins are not ours and are left out.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

export interface ImportEdge {
  /** Repository-relative path of the importing file. */
  from: string;
  /** Repository-relative path of the imported file. */
  to: string;
  /** The specifier as written, for the report. */
  specifier: string;
  kind: 'static' | 'type' | 'dynamic';
}

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The path aliases of tsconfig.json / vite.config.ts. */
const ALIASES: ReadonlyArray<[prefix: string, target: string]> = [
  ['@/', 'client/src/'],
  ['@common/', 'common/'],
];

export function isSourceFile(file: string): boolean {
  return SOURCE.test(file) && !/\.d\.[mc]?ts$/.test(file);
}

/** The repository file a specifier names, or null for a package, a built-in or an asset we do not follow. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.join(path.dirname(fromFile), specifier);
  } else {
    for (const [prefix, target] of ALIASES) {
      if (specifier.startsWith(prefix)) base = target + specifier.slice(prefix.length);
    }
  }
  if (base === null) return null;
  const withoutQuery = base.replace(/\?.*$/, '');
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = path.normalize(withoutQuery + suffix);
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate.split(path.sep).join('/');
  }
  return null;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every module specifier in one file's source, with the kind of edge it makes. */
export function specifiersOf(
  source: string,
  fileName: string,
): Array<{ specifier: string; kind: ImportEdge['kind'] }> {
  const ast = parse(source, {
    sourceType: 'module',
    sourceFilename: fileName,
    plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    errorRecovery: false,
  });
  const found: Array<{ specifier: string; kind: ImportEdge['kind'] }> = [];
  const visit = (node: Node) => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const src = node.source as { value?: unknown } | null | undefined;
        if (src && typeof src.value === 'string') {
          const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
          found.push({ specifier: src.value, kind: typeOnly ? 'type' : 'static' });
        }
        break;
      }
      case 'CallExpression': {
        const callee = node.callee as Node;
        const [first] = node.arguments as Node[];
        if (callee.type === 'Import' && first?.type === 'StringLiteral') {
          found.push({ specifier: first.value as string, kind: 'dynamic' });
        }
        break;
      }
      case 'TSImportType': {
        const arg = node.argument as Node | undefined;
        const literal = arg?.type === 'TSLiteralType' ? (arg.literal as Node) : arg;
        if (literal?.type === 'StringLiteral')
          found.push({ specifier: literal.value as string, kind: 'type' });
        break;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item);
      } else if (isNode(value)) {
        visit(value);
      }
    }
  };
  visit(ast.program as unknown as Node);
  return found;
}

/** The edges between the given files (repository-relative paths under root). */
export function buildGraph(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const source = readFileSync(path.join(root, from), 'utf8');
    let found: ReturnType<typeof specifiersOf>;
    try {
      found = specifiersOf(source, from);
    } catch (error) {
      throw new Error(`${from}: ${(error as Error).message}`);
    }
    for (const { specifier, kind } of found) {
      const to = resolveSpecifier(root, from, specifier);
      if (to !== null && isSourceFile(to)) edges.push({ from, to, specifier, kind });
    }
  }
  return edges;
}
