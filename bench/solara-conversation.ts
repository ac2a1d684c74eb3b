/**
 * A whole offline Solara conversation's server time: the Solara workflow document run on the engine once per
 * message (chat trigger → Solara → its solar tool nodes), from the greeting to a booked consultation, 16
 * messages with two estimates, open slots, a lead and a booking (the leads port is a fake in memory; no HTTP,
 * no database). Run alone: `node --import tsx bench/solara-conversation.ts`.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createMemoryRunStore, runDocument, systemClock } from '../server/engine/adapter';
import { inProcessConversations } from '../server/engine/nodes/conversation-variables/in-process-conversations';
import { loadWeather, type SolaraLeadsPort, solaraSolarPort, solaraWorkflow } from '../server/modules/solar';
import { p50p95 } from './lib/stats';

export interface SolaraConversationBench {
  conversations: number;
  messages: number;
  p50ConversationMs: number;
  p95ConversationMs: number;
  p95MessageMs: number;
}

const NOW = new Date('2026-11-29T15:00:00Z');
const SCRIPT = [
  '',
  '85003',
  'we own it',
  'townhouse',
  'roof is 12 years old',
  'some shade',
  'about $180',
  'lower my bill',
  'loan',
  'within 3 months',
  'Ada Lovelace',
  'ada@example.com',
  '602 555 0143',
  'next Tuesday afternoon',
  'Tue, Dec 1, 2:00 PM',
  'I agree, book it',
];

// The conversation's own time: a leads service that answers at once (the real one's time is the database's).
const leads: SolaraLeadsPort = {
  isSlotTaken: () => false,
  openSlots: async () => [
    { startsAt: '2026-12-01T19:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' },
    { startsAt: '2026-12-01T21:00:00.000Z', endsAt: '2026-12-01T22:00:00.000Z' },
  ],
  saveLead: async () => ({ leadId: 'lead', score: 1 }),
  bookSlot: async (_ctx: unknown, r: { startsAt: string }) => ({
    appointmentId: 'a',
    startsAt: r.startsAt,
    endsAt: r.startsAt,
  }),
};

export async function benchSolaraConversation(rounds = 20): Promise<SolaraConversationBench> {
  loadWeather();
  const document = solaraWorkflow();
  const clock = { ...systemClock, now: () => NOW.getTime() };
  const ctx = { db: undefined as never, now: () => NOW };
  const solar = solaraSolarPort(ctx, leads, { ownerId: async () => 'owner', deploymentId: null });
  const whole: number[] = [];
  const each: number[] = [];
  for (let round = -2; round < rounds; round++) {
    const conversation = inProcessConversations();
    const started = performance.now();
    for (const message of SCRIPT) {
      const t0 = performance.now();
      const run = await runDocument(document, {
        store: createMemoryRunStore(),
        clock,
        startNodeId: 'chat',
        triggerItems: [
          { json: { chatInput: message || 'start', sessionId: 's', inputs: { start: message === '' } } },
        ],
        ports: { solar, conversation },
      });
      if (run.status !== 'succeeded') throw new Error(run.error?.message ?? 'the run failed');
      if (round >= 0) each.push(performance.now() - t0);
    }
    // Two rounds warm the JIT first.
    if (round >= 0) whole.push(performance.now() - started);
    const state = conversation.snapshot().s?.variables.solara as { step?: string } | undefined;
    if (state?.step !== 'done') throw new Error(`the script ended at ${state?.step}`);
  }
  const conversationTimes = p50p95(whole);
  return {
    conversations: whole.length,
    messages: SCRIPT.length,
    p50ConversationMs: conversationTimes.p50,
    p95ConversationMs: conversationTimes.p95,
    p95MessageMs: p50p95(each).p95,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await benchSolaraConversation();
  console.log(
    `Solara, a whole offline conversation (${r.messages} messages, ${r.conversations} conversations): p50 ${r.p50ConversationMs.toFixed(1)} ms   p95 ${r.p95ConversationMs.toFixed(1)} ms   message p95 ${r.p95MessageMs.toFixed(2)} ms`,
  );
}
