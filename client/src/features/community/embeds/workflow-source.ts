/**
 * What the workflow card says about a shared workflow's source before anyone imports it: its format and, for
 * JSON, its name and number of steps. The server's importer decides for real (server/engine/importers).
 */
export type WorkflowFormat = 'n8n' | 'Flowise' | 'Dify' | 'AIZ';

export type WorkflowSourceSummary =
  | { ok: true; format: WorkflowFormat | null; name: string | null; nodeCount: number | null }
  | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function summaryOfJson(doc: unknown): WorkflowSourceSummary {
  if (!isRecord(doc)) return { ok: false, error: 'This workflow is not a JSON object.' };
  const name = typeof doc.name === 'string' && doc.name.trim() ? doc.name.trim() : null;
  const nodes = Array.isArray(doc.nodes) ? doc.nodes : null;
  const edges = Array.isArray(doc.edges) ? doc.edges : null;
  if (nodes && isRecord(doc.connections)) return { ok: true, format: 'n8n', name, nodeCount: nodes.length };
  if (nodes && edges) {
    const flowise = nodes.some((n) => isRecord(n) && isRecord(n.data) && 'inputAnchors' in n.data);
    return { ok: true, format: flowise ? 'Flowise' : 'AIZ', name, nodeCount: nodes.length };
  }
  if (nodes) return { ok: true, format: null, name, nodeCount: nodes.length };
  return { ok: true, format: null, name, nodeCount: null };
}

export function summarizeWorkflowSource(source: string): WorkflowSourceSummary {
  const text = source.trim();
  if (!text) return { ok: false, error: 'This workflow is empty.' };
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return summaryOfJson(JSON.parse(text));
    } catch (error) {
      return { ok: false, error: `This workflow's JSON does not parse: ${(error as Error).message}` };
    }
  }
  // Dify exports YAML: its DSL starts with app/kind/version keys.
  if (/^(app|kind|version|workflow):/m.test(text)) {
    const name =
      /^\s+name:\s*(.+)$/m
        .exec(text)?.[1]
        ?.trim()
        .replace(/^['"]|['"]$/g, '') ?? null;
    return { ok: true, format: 'Dify', name, nodeCount: null };
  }
  return { ok: false, error: 'This is not a workflow the importer knows (n8n, Flowise, Dify or AIZ).' };
}
