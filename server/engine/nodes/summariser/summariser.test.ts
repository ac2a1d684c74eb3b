import { describe, expect, it } from 'vitest';
import { isWaitResult } from '../../core/node-type';
import { fakeAi, meter } from '../ai/testing';
import { items, runNode } from '../testing';
import { summariserNode } from './definition';

async function summarise(
  parameters: Record<string, unknown>,
  ai: ReturnType<typeof fakeAi>,
  inputs = [items({ text: 'x' })],
  usage = meter(),
) {
  const result = await runNode(summariserNode, inputs, { parameters, ports: { ai: ai.port }, usage });
  if (isWaitResult(result)) throw new Error('waited');
  return result[0]?.map((i) => i.json);
}

const long = Array.from(
  { length: 60 },
  (_, i) => `Sentence number ${i} talks about solar panels and power.`,
).join(' ');

describe('summariser', () => {
  it('summarises all items together in one call when the text fits a chunk', async () => {
    const ai = fakeAi(['Both are about cats.']);
    const out = await summarise({}, ai, [items({ text: 'Cats sleep.' }, { chatInput: 'Cats purr.' })]);
    expect(out).toEqual([{ response: { text: 'Both are about cats.' } }]);
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]?.prompt).toBe('Cats sleep.\n\nCats purr.');
  });

  it('map-reduces long text: a call per chunk, then one to combine, all counted', async () => {
    const ai = fakeAi([
      (r) => (r.system?.startsWith('These are summaries') ? 'The whole summary.' : 'Part summary.'),
    ]);
    const usage = meter();
    const out = await summarise({ chunkSize: 1000, chunkOverlap: 100 }, ai, [items({ text: long })], usage);
    expect(out).toEqual([{ response: { text: 'The whole summary.' } }]);
    const chunks = ai.requests.length - 1;
    expect(chunks).toBeGreaterThanOrEqual(3);
    expect(ai.requests.at(-1)?.prompt).toBe(
      Array.from({ length: chunks }, () => 'Part summary.').join('\n\n'),
    );
    expect(usage.calls).toHaveLength(chunks + 1);
  });

  it('summarises each item on its own when asked', async () => {
    const ai = fakeAi(['one', 'two']);
    const out = await summarise({ scope: 'perItem' }, ai, [items({ text: 'a.' }, { text: 'b.' })]);
    expect(out).toEqual([{ response: { text: 'one' } }, { response: { text: 'two' } }]);
  });

  it('offline, gives an extractive summary and says so', async () => {
    const ai = fakeAi([], { offline: true });
    const [out] = (await summarise({}, ai, [items({ text: long })])) ?? [];
    expect(ai.requests).toHaveLength(0);
    expect(out?._ai).toMatchObject({ offline: true, method: 'extractive: the most central sentences' });
    const text = (out?.response as { text: string } | undefined)?.text ?? '';
    expect(long).toContain(text.split('. ')[0] as string);
    expect(text.length).toBeLessThan(long.length / 2);
  });

  it('stops at the budget between chunk calls', async () => {
    const ai = fakeAi(['Part.'], { costUsd: 0.4 });
    await expect(summarise({ chunkSize: 1000 }, ai, [items({ text: long })], meter(1))).rejects.toThrow(
      /budget is \$1/,
    );
    expect(ai.requests).toHaveLength(3);
  });
});
