/**
 * The Solara workflow document on the engine: the chat trigger hands each message to the Solara node, which
 * keeps its state through the conversation port and runs its wired solar nodes as tools (recorded as steps
 * under its own); without a wired tool it says so, and without the solar port a tool node fails clearly.
 */
import { solaraConfigSchema } from '@common/schemas/solara';
import { describe, expect, it } from 'vitest';
import { createMemoryRunStore, runDocument } from '../../../engine/adapter';
import type { Item } from '../../../engine/core';
import { manualClock } from '../../../engine/core/testing';
import { inProcessConversations } from '../../../engine/nodes/conversation-variables/in-process-conversations';
import type { AiPort, PlatformPorts, SolarPort } from '../../../engine/nodes/ports';
import { estimate } from '../estimate';
import { solaraWorkflow } from './solara-workflow';

const NOW = new Date('2026-06-01T15:00:00Z');
/** The run's clock at NOW; its deadline timer never fires (manualClock's). */
const clock = { ...manualClock(), now: () => NOW.getTime() };

function fakeSolar(): SolarPort & { leads: unknown[] } {
  const leads: unknown[] = [];
  return {
    leads,
    estimate: async (request) => estimate({ now: () => NOW }, request),
    openSlots: async () => [{ startsAt: '2026-06-02T14:00:00.000Z', endsAt: '2026-06-02T15:00:00.000Z' }],
    saveLead: async (lead) => {
      leads.push(lead);
      return { leadId: 'lead-1', score: 50 };
    },
    bookSlot: async (request) => ({
      booked: true,
      appointmentId: 'a-1',
      startsAt: request.startsAt,
      endsAt: '2026-06-02T15:00:00.000Z',
    }),
  };
}

/** The Solara node's answer in a run. */
const reply = (run: { steps: { nodeId: string; output: Item[][] }[] }) =>
  run.steps.findLast((s) => s.nodeId === 'solara')?.output[0]?.[0]?.json ?? {};

async function send(
  document: ReturnType<typeof solaraWorkflow>,
  ports: PlatformPorts,
  message: string,
  start = false,
) {
  const store = createMemoryRunStore();
  const run = await runDocument(document, {
    store,
    clock,
    startNodeId: 'chat',
    triggerItems: [{ json: { chatInput: message || 'start', sessionId: 's-1', inputs: { start } } } as Item],
    ports,
  });
  return run;
}

describe('the Solara workflow document', () => {
  it('is a valid document whose Solara node takes the installer’s configuration', () => {
    const document = solaraWorkflow({ brandName: 'Sunny Roofs', pricePerWatt: 2.9 });
    const solara = document.nodes.find((n) => n.type === 'solar-conversation');
    expect(solaraConfigSchema.parse(solara?.parameters)).toMatchObject({
      brandName: 'Sunny Roofs',
      pricePerWatt: 2.9,
    });
    expect(
      document.edges
        .filter((e) => e.kind === 'ai_tool')
        .map((e) => e.source)
        .sort(),
    ).toEqual(['book', 'estimate', 'lead', 'slots']);
  });

  it('greets, keeps the conversation and runs the estimate node as a tool, recorded under Solara', async () => {
    const ports = { solar: fakeSolar(), conversation: inProcessConversations() };
    const document = solaraWorkflow({ brandName: 'Sunny Roofs' });
    const hello = await send(document, ports, '', true);
    expect(hello.error?.message ?? hello.status).toBe('succeeded');
    expect(String(reply(hello).output)).toContain('ZIP code');

    const zip = await send(document, ports, '80401');
    expect(zip.status).toBe('succeeded');
    const tool = zip.steps.find((s) => s.nodeId === 'estimate');
    expect(tool?.status).toBe('succeeded');
    expect(tool?.parent).toMatchObject({ nodeId: 'solara' });
    expect(reply(zip).step).toBe('ownership');
    expect(ports.conversation.snapshot()['s-1']?.turns).toBe(2);
  });

  it('says so when a tool is not wired, and a solar node without its port fails clearly', async () => {
    const document = solaraWorkflow();
    const unwired = { ...document, edges: document.edges.filter((e) => e.source !== 'estimate') };
    const ports = { solar: fakeSolar(), conversation: inProcessConversations() };
    const run = await send(unwired, ports, '80401');
    expect(run.status).toBe('succeeded');
    expect(String(reply(run).output)).toContain('no solar-estimate node wired');

    const bare = await send(document, { conversation: inProcessConversations() }, '80401');
    expect(String(reply(bare).output)).toMatch(/only available when the workflow runs on the server/);
  });

  it('with an AI provider, lets the model read an answer the offline readers did not understand', async () => {
    const prompts: string[] = [];
    const ai: AiPort = {
      hasProvider: () => true,
      generate: async (request) => {
        prompts.push(request.prompt ?? '');
        return {
          text: '85003',
          usage: { inputTokens: 50, outputTokens: 2 },
          costUsd: 0.0001,
          providerId: 'fake',
          model: 'fake-1',
          offline: false,
        };
      },
    };
    const ports = { solar: fakeSolar(), conversation: inProcessConversations(), ai };
    const document = solaraWorkflow();
    await send(document, ports, '', true);
    // Understood offline: the model is not asked.
    const understood = await send(document, ports, 'start over');
    expect(understood.status).toBe('succeeded');
    expect(prompts).toEqual([]);
    const run = await send(document, ports, 'the one for downtown Phoenix');
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain('ZIP code');
    expect(reply(run).step).toBe('ownership');
    expect(run.usage?.costUsd).toBeCloseTo(0.0001, 6);
  });

  it('with an AI provider, answers a free-text worry from the curated FAQ, never with the model’s own words', async () => {
    const systems: string[] = [];
    const ai: AiPort = {
      hasProvider: () => true,
      generate: async (request) => {
        systems.push(request.system ?? '');
        return {
          text: 'What if I sell my house or move?',
          usage: { inputTokens: 80, outputTokens: 9 },
          costUsd: 0.0001,
          providerId: 'fake',
          model: 'fake-1',
          offline: false,
        };
      },
    };
    const ports = { solar: fakeSolar(), conversation: inProcessConversations(), ai };
    const document = solaraWorkflow();
    await send(document, ports, '', true);
    await send(document, ports, '85003');
    // Not a question the offline readers know: the model maps it onto the FAQ's own question.
    const run = await send(document, ports, 'my job might take us to Denver in a couple of years');
    expect(systems.at(-1)).toContain('What if I sell my house or move?');
    expect(String(reply(run).output)).toContain('Panels you own go with the house');
    expect(reply(run).step).toBe('ownership');
  });

  it('in Spanish, asks the model for the Spanish forms the Spanish readers take', async () => {
    const systems: string[] = [];
    const ai: AiPort = {
      hasProvider: () => true,
      generate: async (request) => {
        systems.push(request.system ?? '');
        return {
          text: 'soy dueño',
          usage: { inputTokens: 50, outputTokens: 2 },
          costUsd: 0.0001,
          providerId: 'fake',
          model: 'fake-1',
          offline: false,
        };
      },
    };
    const ports = { solar: fakeSolar(), conversation: inProcessConversations(), ai };
    const document = solaraWorkflow({ variant: 'spanish', locale: 'es' });
    await send(document, ports, '', true);
    await send(document, ports, '85004');
    const run = await send(document, ports, 'pues la pagamos al banco cada mes');
    expect(systems).toHaveLength(1);
    expect(systems[0]).toContain('"soy dueño" or "alquilo"');
    expect(reply(run).step).toBe('homeType');
  });
});
