import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { approvalNode } from './definition';

describe('approval', () => {
  it('waits for a decision keyed by the node', async () => {
    expect(await runNode(approvalNode, [items({})])).toEqual({
      wait: {
        kind: 'decision',
        key: 'approval:n1',
        details: { message: 'Approve to continue?', approvers: [] },
      },
    });
  });
  it('puts the message and the approvers into the wait request', async () => {
    const result = await runNode(approvalNode, [items({})], {
      parameters: { message: 'Ship it?', approvers: ['Ann@Example.com, bob@example.com', 'ann@example.com'] },
    });
    expect(result).toMatchObject({
      wait: { details: { message: 'Ship it?', approvers: ['ann@example.com', 'bob@example.com'] } },
    });
  });
  it('takes approvers as one string, as an expression may give them', async () => {
    const result = await runNode(approvalNode, [items({})], {
      parameters: { approvers: 'ann@example.com; bob@example.com' },
    });
    expect(result).toMatchObject({
      wait: { details: { approvers: ['ann@example.com', 'bob@example.com'] } },
    });
  });
  it('refuses an approver that is not an e-mail address', async () => {
    await expect(
      runNode(approvalNode, [items({})], { parameters: { approvers: ['ann@example.com', 'bob'] } }),
    ).rejects.toThrow(/parameter "approvers.1" is invalid: each approver must be an e-mail address/);
  });
  it('gives the decision a deadline when a timeout is set', async () => {
    expect(
      await runNode(approvalNode, [items({})], { parameters: { timeoutMinutes: 5 }, now: 1_000 }),
    ).toEqual({
      wait: { kind: 'decision', key: 'approval:n1', until: 301_000, details: expect.any(Object) },
    });
  });
  it('sends approved items to the first output', async () => {
    const result = await runNode(approvalNode, [items({ a: 1 })], {
      resumed: { decision: { decision: 'approved', by: 'ann' } },
    });
    expect(result).toEqual([[{ json: { a: 1, approval: { decision: 'approved', by: 'ann' } } }], [], []]);
  });
  it('sends rejected and timed-out items to their outputs', async () => {
    expect(await runNode(approvalNode, [items({})], { resumed: { decision: 'rejected' } })).toEqual([
      [],
      [{ json: { approval: { decision: 'rejected' } } }],
      [],
    ]);
    expect(await runNode(approvalNode, [items({})], { resumed: { decision: 'timeout' } })).toEqual([
      [],
      [],
      [{ json: { approval: { decision: 'timeout' } } }],
    ]);
  });
  it('refuses an unknown decision', async () => {
    await expect(runNode(approvalNode, [items({})], { resumed: { decision: 'maybe' } })).rejects.toThrow(
      /approved, rejected or timeout/,
    );
  });
});
