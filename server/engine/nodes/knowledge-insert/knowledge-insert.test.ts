import { describe, expect, it } from 'vitest';
import { isWaitResult } from '../../core/node-type';
import type { KnowledgeInput, KnowledgePort } from '../ports';
import { items, runNode } from '../testing';
import { knowledgeInsertNode } from './definition';

function fakeKnowledge() {
  const added: { document: KnowledgeInput; chunking: { size: number; overlap: number } }[] = [];
  const port: KnowledgePort = {
    async add(document, chunking) {
      added.push({ document, chunking });
      return { documentId: `d${added.length}`, name: document.name, chunks: 2 };
    },
    search: async () => ({ mode: 'bm25', hits: [] }),
  };
  return { port, added };
}

async function run(
  parameters: Record<string, unknown>,
  input = items({ title: 'Refunds', body: 'Paid in 14 days.' }),
) {
  const knowledge = fakeKnowledge();
  const result = await runNode(knowledgeInsertNode, [input], {
    parameters,
    ports: { knowledge: knowledge.port },
  });
  if (isWaitResult(result)) throw new Error('waited');
  return { out: result[0]?.map((i) => i.json), added: knowledge.added };
}

describe('knowledge-insert', () => {
  it('adds the text of each item, chunked as asked, and answers what was added', async () => {
    const { out, added } = await run({
      text: 'Refunds are paid in 14 days.',
      chunkSize: 500,
      chunkOverlap: 50,
    });
    expect(added).toEqual([
      {
        document: { name: 'Add to Knowledge 1', text: 'Refunds are paid in 14 days.' },
        chunking: { size: 500, overlap: 50 },
      },
    ]);
    expect(out).toEqual([{ documentId: 'd1', name: 'Add to Knowledge 1', chunks: 2 }]);
  });

  it("reads every text value of the item's JSON when no text is written (n8n's JSON loader)", async () => {
    const { added } = await run({ documentName: 'Handbook' });
    expect(added[0]?.document).toEqual({ name: 'Handbook', text: 'Refunds\n\nPaid in 14 days.' });
    expect(added[0]?.chunking).toEqual({ size: 800, overlap: 120 });
  });

  it('adds the files of a binary property, named after them', async () => {
    const input = [
      {
        json: {},
        binary: {
          data: {
            data: Buffer.from('# Refunds\n\n14 days.').toString('base64'),
            mimeType: 'text/markdown',
            fileName: 'refunds.md',
          },
        },
      },
    ];
    const { added } = await run({ binaryProperty: 'data' }, input);
    expect(added[0]?.document).toMatchObject({
      name: 'refunds.md',
      fileName: 'refunds.md',
      mediaType: 'text/markdown',
    });
    expect(new TextDecoder().decode((added[0]!.document as { bytes: Uint8Array }).bytes)).toBe(
      '# Refunds\n\n14 days.',
    );
    await expect(run({ binaryProperty: 'file' }, input)).rejects.toThrow(
      /no file in the binary property "file"/,
    );
  });

  it('refuses an overlap as large as the chunk, and an item with nothing to add', async () => {
    await expect(run({ text: 'x', chunkSize: 200, chunkOverlap: 200 })).rejects.toThrow(/chunk overlap/);
    await expect(run({}, items({ n: 1 }))).rejects.toThrow(/no text to add/);
  });
});
