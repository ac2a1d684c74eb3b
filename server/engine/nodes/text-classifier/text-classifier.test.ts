import { describe, expect, it } from 'vitest';
import { isWaitResult } from '../../core/node-type';
import { fakeAi, meter } from '../ai/testing';
import { items, runNode } from '../testing';
import { OTHER_OUTPUT, textClassifierNode } from './definition';

const categories = {
  categories: [
    { category: 'billing', description: 'invoices, payments, refunds' },
    { category: 'technical', description: 'errors, bugs, crashes, login problems' },
  ],
};

async function classify(
  parameters: Record<string, unknown>,
  ai: ReturnType<typeof fakeAi>,
  inputs = [items({ chatInput: 'x' })],
) {
  const result = await runNode(textClassifierNode, inputs, {
    parameters,
    ports: { ai: ai.port },
    usage: meter(),
  });
  if (isWaitResult(result)) throw new Error('waited');
  return result.map((list) => list.map((i) => i.json));
}

describe('text classifier', () => {
  it('sends each item to its category’s output, as the model says', async () => {
    const ai = fakeAi(['{"categories":["technical"]}', '{"categories":["billing"]}']);
    const out = await classify({ categories }, ai, [
      items({ chatInput: 'The app crashes' }, { chatInput: 'Refund please' }),
    ]);
    expect(out[0]).toEqual([{ chatInput: 'Refund please' }]);
    expect(out[1]).toEqual([{ chatInput: 'The app crashes' }]);
    expect(ai.requests[0]?.system).toContain('- billing: invoices, payments, refunds');
    expect(ai.requests[0]?.schema).toMatchObject({ properties: { categories: { maxItems: 1 } } });
  });

  it('with multi-class, sends an item to every category that applies; the rest go to Other or nowhere', async () => {
    const ai = fakeAi(['{"categories":["billing","technical"]}', '{"categories":[]}']);
    const out = await classify(
      { categories, options: { multiClass: true, fallback: 'other' }, inputText: '{{ $json.body }}' },
      ai,
      [items({ body: 'a' }, { body: 'b' })],
    );
    expect(out[0]).toEqual([{ body: 'a' }]);
    expect(out[1]).toEqual([{ body: 'a' }]);
    expect(out[OTHER_OUTPUT]).toEqual([{ body: 'b' }]);
    const dropped = await classify({ categories }, fakeAi(['{"categories":[]}']));
    expect(dropped.flat()).toEqual([]);
  });

  it('offline, picks the category sharing the most words, and says so', async () => {
    const ai = fakeAi([], { offline: true });
    const out = await classify({ categories, fallback: 'other' }, ai, [
      items({ chatInput: 'I got two invoices for one payment' }, { chatInput: 'Good morning' }),
    ]);
    expect(ai.requests).toHaveLength(0);
    expect(out[0]).toMatchObject([
      {
        chatInput: 'I got two invoices for one payment',
        _ai: { offline: true, method: 'keyword overlap with the categories' },
      },
    ]);
    expect(out[OTHER_OUTPUT]).toMatchObject([{ chatInput: 'Good morning', _ai: { offline: true } }]);
  });

  it('needs categories and text', async () => {
    await expect(classify({}, fakeAi([]))).rejects.toThrow('add at least one category');
    await expect(classify({ categories }, fakeAi([]), [items({})])).rejects.toThrow(
      /there is no text to work on/,
    );
  });
});
