/**
 * The conversation port on the database: values kept per workflow and session and merged, messages
 * counted, the size bound, the account's share of conversations, and conversations forgotten after
 * CONVERSATION_KEEP_DAYS without a message.
 */
import { workflowDocumentSchema } from '@common/workflow/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { workflows } from '../../../db/schema/workflows';
import { MAX_CONVERSATION_BYTES } from '../../../engine/nodes/ports';
import { createTestUsers } from '../../../ledger/testing';
import { openTestDatabase } from '../../../test/database';
import { pruneConversations } from '../retention';
import { CONVERSATION_KEEP_DAYS, workflowConversationPort } from './conversation-port';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('workflow conversation port', () => {
  let database: DatabaseHandle;
  let owner: string;
  let other: string;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    database = await openTestDatabase();
    [owner, other] = (await createTestUsers(database.db, 2)) as [string, string];
  });
  afterAll(() => database.close());

  const workflowOf = async (ownerId: string) => {
    const [row] = await database.db
      .insert(workflows)
      .values({
        ownerId,
        name: 'Chat',
        kind: 'workflow',
        draft: {},
        createdAt: new Date(clock),
        updatedAt: new Date(clock),
      })
      .returning({ id: workflows.id });
    return { id: row!.id, name: 'Chat', ownerId };
  };
  const portOf = (workflow: { id: string; name: string; ownerId: string }, perAccount = 100) =>
    workflowConversationPort(
      { db: database.db, now: () => new Date(clock) },
      {
        workflow,
        document: workflowDocumentSchema.parse({ nodes: [], edges: [] }),
        versionNumber: null,
        trigger: 'chat',
      },
      { perAccount },
    );

  it('keeps values per workflow and session, merged, and counts the messages', async () => {
    const a = portOf(await workflowOf(owner));
    const b = portOf(await workflowOf(owner));
    expect(await a.begin('s1')).toEqual({ variables: {}, turn: 1 });
    await a.write('s1', { count: 1, list: ['x'] });
    await a.write('s1', { note: 'n' });
    expect(await a.begin('s1')).toEqual({ variables: { count: 1, list: ['x'], note: 'n' }, turn: 2 });
    await a.write('s1', { count: 2 });
    expect(await a.begin('s1')).toEqual({ variables: { count: 2, list: ['x'], note: 'n' }, turn: 3 });
    // Another session of the same workflow, the same session of another workflow: nothing kept.
    expect(await a.begin('s2')).toEqual({ variables: {}, turn: 1 });
    expect(await b.begin('s1')).toEqual({ variables: {}, turn: 1 });
  });

  it('refuses values past the bound, and keeps the earlier ones', async () => {
    const port = portOf(await workflowOf(owner));
    await port.begin('big');
    await port.write('big', { small: 'kept' });
    await expect(port.write('big', { huge: 'x'.repeat(MAX_CONVERSATION_BYTES) })).rejects.toThrow(
      /would take 65 KB; at most 64 KB are kept per conversation/,
    );
    expect((await port.begin('big')).variables).toEqual({ small: 'kept' });
  });

  it("refuses a new conversation past the account's share; other accounts and known conversations go on", async () => {
    const workflow = await workflowOf(other);
    const port = portOf(workflow, 2);
    await port.begin('one');
    await port.begin('two');
    await expect(port.begin('three')).rejects.toThrow(/keeps the variables of 2 conversations at most/);
    expect((await port.begin('one')).turn).toBe(2);
    await port.write('two', { v: 1 });
    expect((await portOf(await workflowOf(owner), 100).begin('three')).turn).toBe(1);
  });

  it(`forgets a conversation ${CONVERSATION_KEEP_DAYS} days after its last message`, async () => {
    const port = portOf(await workflowOf(owner));
    await port.begin('old');
    await port.write('old', { v: 'old' });
    clock += 10 * DAY_MS;
    await port.begin('recent');
    clock += (CONVERSATION_KEEP_DAYS - 5) * DAY_MS;
    expect(await pruneConversations(database.db, new Date(clock))).toBeGreaterThanOrEqual(1);
    expect(await port.begin('old')).toEqual({ variables: {}, turn: 1 });
    expect((await port.begin('recent')).turn).toBe(2);
  });
});
