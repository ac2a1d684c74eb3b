import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { manualTriggerNode } from './definition';

describe('manual trigger', () => {
  it('outputs one empty item by default', async () => {
    expect(await runNode(manualTriggerNode, [])).toEqual([[{ json: {} }]]);
  });
  it('passes the items it is given', async () => {
    expect(await runNode(manualTriggerNode, [items({ a: 1 }, { a: 2 })])).toEqual([
      items({ a: 1 }, { a: 2 }),
    ]);
  });
});
