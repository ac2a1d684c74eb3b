/**
 * Solara's conversation store on the real database (PGlite, or PostgreSQL with AIZ_TEST_DB): what a
 * message keeps is there for the next, from any process; a conversation is over after two hours and its
 * row goes when a new one begins; a conversation cannot grow past its bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONVERSATION_BYTES } from '../../../engine/nodes/ports';
import { createTestApp, type TestApp } from '../../../test/harness';
import { SOLARA_CONVERSATION_TTL_MS, solaraConversationStore } from './conversation-store';

describe("Solara's conversation store", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const now = () => new Date(t.clock.now);

  it('keeps what a message wrote for the next one, seen from a second store on the same database', async () => {
    const first = solaraConversationStore(t.database.db).port(now);
    expect(await first.begin('platform:c1')).toEqual({ variables: {}, turn: 1 });
    await first.write('platform:c1', { solara: { step: 'ownership' } });
    // Another web process: its own store, the same table.
    const second = solaraConversationStore(t.database.db);
    expect(await second.has('platform:c1', now())).toBe(true);
    expect(await second.port(now).begin('platform:c1')).toEqual({
      variables: { solara: { step: 'ownership' } },
      turn: 2,
    });
    await second.port(now).write('platform:c1', { other: 1 });
    expect((await first.begin('platform:c1')).variables).toEqual({ solara: { step: 'ownership' }, other: 1 });
    expect(await second.has('platform/battery:c1', now())).toBe(false);
  });

  it('ends a conversation two hours after its last message, and deletes it when a new one begins', async () => {
    const store = solaraConversationStore(t.database.db);
    await store.port(now).begin('platform:old');
    t.clock.advance(SOLARA_CONVERSATION_TTL_MS - 60_000);
    expect(await store.has('platform:old', now())).toBe(true);
    t.clock.advance(120_000);
    expect(await store.has('platform:old', now())).toBe(false);
    await store.port(now).begin('platform:new');
    expect(await store.purge(now())).toBe(0);
    // Gone: beginning it again is a new conversation.
    expect(await store.port(now).begin('platform:old')).toEqual({ variables: {}, turn: 1 });
  });

  it('refuses to grow a conversation past its bound, keeping what it had', async () => {
    const port = solaraConversationStore(t.database.db).port(now);
    await port.begin('platform:big');
    await port.write('platform:big', { a: 'kept' });
    await expect(port.write('platform:big', { b: 'x'.repeat(MAX_CONVERSATION_BYTES) })).rejects.toThrow();
    expect((await port.begin('platform:big')).variables).toEqual({ a: 'kept' });
  });
});
