import { describe, expect, it } from 'vitest';
import { isWaitResult } from '../../core/node-type';
import { fakeAi, meter } from '../ai/testing';
import { items, runNode } from '../testing';
import { informationExtractorNode } from './definition';
import { schemaFromExample } from './extraction-schema';

const attributes = {
  attributes: [
    { name: 'name', type: 'string', description: 'the person’s name', required: true },
    { name: 'budget', type: 'number', description: 'in USD' },
    { name: 'email', type: 'string' },
  ],
};

async function extract(parameters: Record<string, unknown>, ai: ReturnType<typeof fakeAi>, text = 'x') {
  const result = await runNode(informationExtractorNode, [items({ text })], {
    parameters,
    ports: { ai: ai.port },
    usage: meter(),
  });
  if (isWaitResult(result)) throw new Error('waited');
  return result[0]?.map((i) => i.json);
}

describe('information extractor', () => {
  it('asks for JSON of the attributes’ schema and gives {output}', async () => {
    const ai = fakeAi(['{"name":"Ada","budget":12000}']);
    expect(await extract(attributes, ai)).toEqual([{ output: { name: 'Ada', budget: 12000 } }]);
    expect(ai.requests[0]?.schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', description: 'the person’s name' },
        budget: { type: 'number', description: 'in USD' },
        email: { type: 'string', description: '' },
      },
      required: ['name'],
    });
    expect(ai.requests[0]?.prompt).toBe('x');
  });

  it('builds the schema from a JSON example or takes one written out; repairs a missing field once', async () => {
    expect(schemaFromExample({ city: 'Bern', tags: ['a'], size: 2 })).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string' },
        tags: { type: 'array', items: { type: 'string' } },
        size: { type: 'number' },
      },
    });
    const ai = fakeAi(['{}', '{"city":"Bern"}']);
    const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
    expect(await extract({ schemaType: 'manual', inputSchema: JSON.stringify(schema) }, ai)).toEqual([
      { output: { city: 'Bern' } },
    ]);
    expect(ai.requests).toHaveLength(2);
  });

  it('offline, reads labelled lines and e-mail addresses, and says so', async () => {
    const ai = fakeAi([], { offline: true });
    const text = 'Hello!\nName: Ada Lovelace\nBudget: 12 000 USD\nWrite to ada@example.com please.';
    expect(await extract(attributes, ai, text)).toEqual([
      {
        output: { name: 'Ada Lovelace', budget: 12000, email: 'ada@example.com' },
        _ai: {
          offline: true,
          note: 'No AI provider is configured; this answer comes from the offline model.',
          method: 'patterns',
        },
      },
    ]);
    expect(ai.requests).toHaveLength(0);
  });

  it('offline, refuses clearly when a required field is not found', async () => {
    await expect(
      extract(attributes, fakeAi([], { offline: true }), 'I would like solar panels.'),
    ).rejects.toThrow(/no AI provider is configured, and the offline extractor .* found no value for "name"/);
  });
});
