/**
 * Copy and paste: a selection becomes JSON text (our fragment); pasted text is our fragment, or another
 * tool's workflow (n8n, Flowise, Dify, a whole document of ours) that the server converts first. Pasting
 * gives every node and wire a new id, de-duplicates names (rewriting the pasted expressions that use a
 * renamed node) and moves the pasted nodes so they do not cover what was copied.
 */
import {
  stickyNoteSchema,
  type WorkflowDocument,
  type WorkflowEdge,
  workflowEdgeSchema,
  workflowItemSchema,
  workflowNodeSchema,
} from '@common/workflow/document';
import { renameNode as renameInExpressions } from '@common/workflow/rename-node';
import { z } from 'zod';
import { newId, uniqueName } from './operations';

const MARKER = 'aizWorkflowClipboard';

const fragmentSchema = z.object({
  [MARKER]: z.literal(1),
  nodes: z.array(workflowNodeSchema),
  edges: z.array(workflowEdgeSchema).default([]),
  stickyNotes: z.array(stickyNoteSchema).default([]),
  pinData: z.record(z.string(), z.array(workflowItemSchema)).default({}),
});
export type ClipboardFragment = Pick<WorkflowDocument, 'nodes' | 'edges'> & {
  stickyNotes?: WorkflowDocument['stickyNotes'];
  pinData?: WorkflowDocument['pinData'];
};

/** The selected nodes and notes, the wires between them and their pinned data, as clipboard text. */
export function copySelection(doc: WorkflowDocument, ids: ReadonlySet<string>): string | null {
  const nodes = doc.nodes.filter((n) => ids.has(n.id));
  const stickyNotes = (doc.stickyNotes ?? []).filter((s) => ids.has(s.id));
  if (nodes.length === 0 && stickyNotes.length === 0) return null;
  const inside = new Set(nodes.map((n) => n.id));
  const edges = doc.edges.filter((e) => inside.has(e.source) && inside.has(e.target));
  const pinData = Object.fromEntries(Object.entries(doc.pinData ?? {}).filter(([id]) => inside.has(id)));
  return JSON.stringify({ [MARKER]: 1, nodes, edges, stickyNotes, pinData }, null, 2);
}

export type ParsedClipboard =
  | { kind: 'fragment'; fragment: ClipboardFragment }
  /** JSON that may be a workflow of another tool (or a whole document): the server converts it. */
  | { kind: 'foreign'; text: string }
  | { kind: 'none' };

export function parseClipboard(text: string): ParsedClipboard {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[') && !/^\w+:/m.test(trimmed))
    return { kind: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    // Dify exports YAML: let the server decide.
    return /^(app|workflow|kind|version):/m.test(trimmed)
      ? { kind: 'foreign', text: trimmed }
      : { kind: 'none' };
  }
  if (typeof json === 'object' && json !== null && MARKER in json) {
    const parsed = fragmentSchema.safeParse(json);
    return parsed.success ? { kind: 'fragment', fragment: parsed.data } : { kind: 'none' };
  }
  return { kind: 'foreign', text: trimmed };
}

/** Adds a fragment to the document with fresh ids and names, shifted by `offset`; answers the new ids. */
export function pasteFragment(
  doc: WorkflowDocument,
  fragment: ClipboardFragment,
  offset: [number, number],
): { doc: WorkflowDocument; ids: string[] } {
  const taken = new Set(doc.nodes.map((n) => n.name));
  const idOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  // Renames first, inside the fragment alone, so its own expressions follow the new names.
  let pasted: WorkflowDocument = {
    nodes: fragment.nodes,
    edges: fragment.edges.filter(
      (e) => fragment.nodes.some((n) => n.id === e.source) && fragment.nodes.some((n) => n.id === e.target),
    ),
    settings: doc.settings,
  };
  for (const node of fragment.nodes) {
    const name = uniqueName(taken, node.name);
    taken.add(name);
    nameOf.set(node.id, name);
    if (name !== node.name) {
      try {
        pasted = renameInExpressions(pasted, node.id, name);
      } catch {
        // Another pasted node holds that name for now; the name is still set below.
      }
    }
    idOf.set(node.id, newId());
  }
  const shift = (p: [number, number]): [number, number] => [p[0] + offset[0], p[1] + offset[1]];
  const nodes = pasted.nodes.map((n) => ({
    ...n,
    id: idOf.get(n.id) as string,
    name: nameOf.get(n.id) as string,
    position: shift(n.position),
  }));
  const edges: WorkflowEdge[] = pasted.edges.map((e) => ({
    ...e,
    id: newId(),
    source: idOf.get(e.source) as string,
    target: idOf.get(e.target) as string,
  }));
  const stickyNotes = (fragment.stickyNotes ?? []).map((s) => ({
    ...s,
    id: newId(),
    position: shift(s.position),
  }));
  const pinned = Object.entries(fragment.pinData ?? {}).flatMap(([id, items]) => {
    const to = idOf.get(id);
    return to ? [[to, items] as const] : [];
  });
  const pinData = { ...doc.pinData, ...Object.fromEntries(pinned) };
  return {
    doc: {
      ...doc,
      nodes: [...doc.nodes, ...nodes],
      edges: [...doc.edges, ...edges],
      ...(Object.keys(pinData).length > 0 ? { pinData } : {}),
      ...(stickyNotes.length > 0 || doc.stickyNotes
        ? { stickyNotes: [...(doc.stickyNotes ?? []), ...stickyNotes] }
        : {}),
    },
    ids: [...nodes.map((n) => n.id), ...stickyNotes.map((s) => s.id)],
  };
}

/** Where a paste lands: the copied nodes' own place, moved down and right, or the given point. */
export function pasteOffset(fragment: ClipboardFragment, at?: [number, number]): [number, number] {
  const positions = [
    ...fragment.nodes.map((n) => n.position),
    ...(fragment.stickyNotes ?? []).map((s) => s.position),
  ];
  if (positions.length === 0) return [0, 0];
  if (!at) return [40, 40];
  const minX = Math.min(...positions.map((p) => p[0]));
  const minY = Math.min(...positions.map((p) => p[1]));
  return [at[0] - minX, at[1] - minY];
}
