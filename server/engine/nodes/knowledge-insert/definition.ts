/**
 * Adds documents to the workflow's knowledge from a run (n8n's vector store "insert", with its document
 * loader and text splitter): each item's text, or its files, cut into chunks of the size asked and embedded
 * by the AI provider, then searched by the knowledge-retrieval node and the agents' knowledge tools.
 */
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode, type NodeExecution } from '../definition';
import { type KnowledgeInput, requirePort } from '../ports';

export const knowledgeInsertParameters = z.object({
  /** The text to add; empty: every text value of the item's JSON, one paragraph each (n8n's JSON loader). */
  text: z.string().max(2_000_000).default(''),
  /** Add the item's file in this binary property instead (`*`: every file of the item). */
  binaryProperty: z.string().max(200).default(''),
  /** The document's name; empty: the file's name, else the node's name and the item's number. */
  documentName: z.string().max(200).default(''),
  chunkSize: z.number().int().min(100).max(8000).default(800),
  chunkOverlap: z.number().int().min(0).max(4000).default(120),
});

type Parameters = z.output<typeof knowledgeInsertParameters>;

/** Every string of a JSON value, depth first, as LangChain's JSON loader reads an item. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

interface StoredFile {
  data?: unknown;
  mimeType?: unknown;
  fileName?: unknown;
}

function filesOf(ctx: NodeExecution<Parameters>, p: Parameters, item: Item, index: number): KnowledgeInput[] {
  const binary = (item.binary ?? {}) as Record<string, StoredFile>;
  const keys = p.binaryProperty === '*' ? Object.keys(binary) : [p.binaryProperty];
  return keys.map((key) => {
    const file = binary[key];
    if (typeof file?.data !== 'string')
      throw new Error(
        `Node "${ctx.node.name}": item ${index} has no file in the binary property "${key}" (binary property).`,
      );
    const fileName = typeof file.fileName === 'string' ? file.fileName : undefined;
    return {
      name: p.documentName.trim() || fileName || `${ctx.node.name} ${index + 1}`,
      bytes: Uint8Array.from(Buffer.from(file.data, 'base64')),
      ...(fileName ? { fileName } : {}),
      ...(typeof file.mimeType === 'string' ? { mediaType: file.mimeType } : {}),
    };
  });
}

function documentsOf(
  ctx: NodeExecution<Parameters>,
  p: Parameters,
  item: Item,
  index: number,
): KnowledgeInput[] {
  if (p.binaryProperty.trim()) return filesOf(ctx, p, item, index);
  const text = p.text.trim() ? p.text : textsOf(item.json).join('\n\n');
  if (!text.trim()) throw new Error(`Node "${ctx.node.name}": item ${index} has no text to add (text).`);
  return [{ name: p.documentName.trim() || `${ctx.node.name} ${index + 1}`, text }];
}

export const knowledgeInsertNode = defineNode({
  type: 'knowledge-insert',
  version: 1,
  displayName: 'Add to Knowledge',
  group: 'ai',
  description: 'Adds each item’s text or files to the workflow’s knowledge, for retrieval and agents.',
  documentation:
    'Adds one document per item (per file with binary property `*`) to this workflow’s knowledge: the text written (expressions work), else every text value of the item’s JSON, one paragraph each; or the file in the binary property named (text, markdown, PDF, Word). Each is cut into chunks of at most "chunk size" characters, the next starting about "chunk overlap" characters before the end of the last, on paragraph and sentence boundaries, and embedded by the AI provider when it offers embeddings (else searched by its words). The knowledge-retrieval node and agents’ knowledge tools find them at once. The item becomes `{documentId, name, chunks}`. A run adds documents each time it runs: delete old ones in the workflow’s knowledge. Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: knowledgeInsertParameters,
  async execute(ctx, [input = []]) {
    const knowledge = requirePort(ctx.ports, 'knowledge', ctx.node.name, 'Adding to the knowledge');
    const out: Item[] = [];
    for (const [index, item] of input.entries()) {
      const p = ctx.parameters(index);
      if (p.chunkOverlap >= p.chunkSize)
        throw new Error(
          `Node "${ctx.node.name}": the chunk overlap must be smaller than the chunk size (chunk overlap).`,
        );
      for (const document of documentsOf(ctx, p, item, index)) {
        const added = await knowledge.add(document, { size: p.chunkSize, overlap: p.chunkOverlap });
        out.push({ json: { ...added } });
      }
    }
    return [out];
  },
});
