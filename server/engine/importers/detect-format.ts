/**
 * Which tool a workflow file came from, from its content alone (the CLI and the import route take any
 * file): our own document, n8n's workflow JSON, Flowise's Agentflow v2 or chatflow JSON, or Dify's
 * app DSL (YAML). Anything else is a clear error.
 */
import { createRequire } from 'node:module';
import { jsonIssues } from '@common/json-limits';
import { ImportError, type ImportFormat } from './import-report';

/**
 * The YAML parser is loaded with the first file that is not JSON (a Dify DSL): loading it is about a tenth
 * of `npm run aiz -- run`'s start, which a JSON file (ours, n8n, Flowise) does not need.
 */
let yaml: typeof import('yaml') | undefined;
function parseYaml(text: string, options: { maxAliasCount: number }): unknown {
  yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return yaml.parse(text, options);
}

export interface DetectedFormat {
  format: ImportFormat;
  /** The parsed content, so the importer does not parse it twice. */
  content: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseContent(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') throw new ImportError('The file is empty.');
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch (error) {
      throw new ImportError(`The file looks like JSON but does not parse: ${(error as Error).message}`);
    }
  }
  try {
    return parseYaml(trimmed, { maxAliasCount: 100 }) as unknown;
  } catch (error) {
    throw new ImportError(`The file is neither JSON nor YAML: ${(error as Error).message}`);
  }
}

function classify(content: Record<string, unknown>): ImportFormat | undefined {
  const nodes = content.nodes;
  if (isObject(content.workflow) && isObject((content.workflow as Record<string, unknown>).graph))
    return 'dify';
  if (!Array.isArray(nodes)) return undefined;
  const first = nodes.find(isObject);
  if (typeof content.schemaVersion === 'number' && Array.isArray(content.edges)) return 'aiz';
  if (Array.isArray(content.edges) && first && isObject(first.data) && typeof first.data.name === 'string') {
    return nodes.some((n) => isObject(n) && n.type === 'agentFlow')
      ? 'flowise-agentflow'
      : 'flowise-chatflow';
  }
  if (isObject(content.connections) || (first && typeof first.type === 'string' && 'parameters' in first)) {
    return 'n8n';
  }
  if (Array.isArray(content.edges)) return 'aiz';
  return undefined;
}

export function detectFormat(text: string): DetectedFormat {
  const content = parseContent(text);
  // Nested too deep to walk safely, or text the database cannot store: refused before any importer reads it.
  const [issue] = jsonIssues(content);
  if (issue)
    throw new ImportError(
      `The file cannot be imported: ${issue.path ? `at ${issue.path}: ` : ''}${issue.message}`,
    );
  if (!isObject(content)) {
    throw new ImportError(
      'The file holds no workflow: expected an object with nodes (n8n, Flowise, ours) or a Dify app.',
    );
  }
  const format = classify(content);
  if (!format) {
    throw new ImportError(
      'The file is not a workflow we can import: expected n8n workflow JSON, a Flowise chatflow or Agentflow, a Dify app DSL (YAML) or an AIZ workflow document.',
    );
  }
  return { format, content };
}
