import { describe, expect, it } from 'vitest';
import { knowledgeToolOf, OFFLINE_KNOWLEDGE_NOTE, quotePassages } from './offline-knowledge';

const hit = (text: string, extra: Record<string, unknown> = {}) => ({
  documentId: 'd',
  documentName: 'faq.md',
  chunkId: 'c',
  text,
  score: 1,
  ...extra,
});

describe('offline answers from the agent’s knowledge', () => {
  it('quotes the best passages with where they come from, and says it is the offline model', () => {
    const output = JSON.stringify({
      results: [
        hit('Open 9 to 6.\nClosed on Sundays.', { heading: 'Hours' }),
        hit('Page text.', { documentName: 'guide.pdf', page: 3 }),
        hit('Third.'),
        hit('Fourth is left out.'),
      ],
    });
    const text = quotePassages(output)!;
    expect(text).toContain('> Open 9 to 6.\n> Closed on Sundays.\n\n(faq.md, Hours)');
    expect(text).toContain('> Page text.\n\n(guide.pdf, page 3)');
    expect(text).not.toContain('Fourth');
    expect(text.endsWith(OFFLINE_KNOWLEDGE_NOTE)).toBe(true);
  });

  it('has nothing to quote when nothing matched or the output is not the tool’s', () => {
    expect(quotePassages(JSON.stringify({ results: [] }))).toBeNull();
    expect(quotePassages('Error: no knowledge')).toBeNull();
  });

  it('finds the knowledge tool among the agent’s tools', () => {
    const search = {
      kind: 'node' as const,
      name: 'docs',
      description: 'd',
      node: {
        id: 'k',
        type: 'knowledge-retrieval',
        typeVersion: 1,
        name: 'K',
        position: [0, 0] as [number, number],
        parameters: {},
      },
    };
    expect(
      knowledgeToolOf([
        { kind: 'http', name: 'x', description: 'x', method: 'GET', url: 'https://x' },
        search,
      ]),
    ).toBe(search);
    expect(knowledgeToolOf([])).toBeUndefined();
  });
});
