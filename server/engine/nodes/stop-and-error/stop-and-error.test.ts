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

  // n8n's StopAndError/test/utils.test.ts: which text an imported node fails with.
  it("fails with n8n's errorMessage, or the message, description or error of its errorObject", async () => {
    const said = (parameters: Record<string, unknown>) =>
      runNode(stopAndErrorNode, [items({})], { parameters });
    await expect(said({ errorMessage: 'Not a valid uuid' })).rejects.toThrow('Not a valid uuid');
    const object = (o: unknown) => said({ errorType: 'errorObject', errorObject: JSON.stringify(o) });
    await expect(object({ message: 'Custom error message', code: '404' })).rejects.toThrow(
      'Custom error message',
    );
    await expect(object({ message: '', description: 'Fallback description' })).rejects.toThrow(
      'Fallback description',
    );
    await expect(object({ error: 'Something went wrong', code: '400' })).rejects.toThrow(
      'Something went wrong',
    );
    await expect(object({ code: '404', status: 'not found' })).rejects.toThrow(
      'Error: {"code":"404","status":"not found"}',
    );
    await expect(said({ errorType: 'errorObject', errorObject: '{invalid json}' })).rejects.toThrow(
      '(parameter errorObject)',
    );
  });
});
