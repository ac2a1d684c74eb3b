import { describe, expect, it } from 'vitest';
import { StopRunError } from '../../core';
import { items, runNode } from '../testing';
import { stopAndErrorNode } from './definition';

describe('stop and error', () => {
  it('fails the run with the message', async () => {
    const run = runNode(stopAndErrorNode, [items({})], { parameters: { message: 'Bad order' } });
    await expect(run).rejects.toThrow(StopRunError);
    await expect(run).rejects.toThrow('Bad order');
  });
});
