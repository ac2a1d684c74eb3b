import { describe, expect, it } from 'vitest';
import { StopRunError } from '../../core';
import { items, runNode } from '../testing';
import { placeholderNode } from './definition';

describe('placeholder', () => {
  it('stops the run, naming the node it stands for and why it was not translated', async () => {
    const run = runNode(placeholderNode, [items({})], {
      parameters: {
        originalType: 'code',
        source: 'dify',
        reason: 'Python code',
        originalParameters: { code: 'x' },
      },
    });
    await expect(run).rejects.toThrow(StopRunError);
    await expect(run).rejects.toThrow(
      'stands in for a Dify node of type "code" that could not be imported (Python code)',
    );
  });
});
