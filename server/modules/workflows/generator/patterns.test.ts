/**
 * Every pattern of the library, built from its own example request, is a valid document that passes the
 * engine's checks and runs to its end offline: the real nodes and expressions, with fake mail, HTTP,
 * ledger, knowledge and the offline model (no network, no provider).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRunStore } from '../../../engine/adapter/memory-store';
import { resumeDocument, runDocument } from '../../../engine/adapter/run-document';
import type { Item } from '../../../engine/core';
import { manualClock } from '../../../engine/core/testing';
import { fakeAi } from '../../../engine/nodes/ai/testing';
import { closeSharedCodePool } from '../../../engine/nodes/code/shared-pool';
import type { HttpRequest, MailMessage, PlatformPorts } from '../../../engine/nodes/ports';
import { assertRunnableDocument } from './check-document';
import { WORKFLOW_PATTERNS } from './patterns';
import { readRequest } from './request-words';

afterAll(() => closeSharedCodePool());

const RSS = `<?xml version="1.0"?><rss><channel><title>News</title>
<item><title>New product launch</title><link>https://news.example/1</link><description>Our product ships a new feature</description></item>
<item><title>Security patch released</title><link>https://news.example/2</link><description>A security fix for a vulnerability</description></item>
</channel></rss>`;

const TEXT =
  'Name: Ada Lovelace\nEmail: ada@analytical.example\nCompany: Analytical Engines\nBudget: 9000\nPhone: +44 20 7946 0000\nMy invoice billing is wrong, terrible, please refund.';

const body = {
  text: TEXT,
  message: TEXT,
  subject: 'Billing problem',
  to: 'bob',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  items: [{ price: 2, quantity: 3 }],
};

function triggerItems(type: string): Item[] | undefined {
  switch (type) {
    case 'webhook-trigger':
      return [{ json: { headers: {}, params: {}, query: {}, body } }];
    case 'form-trigger':
      return [
        { json: { Name: 'Ada', Email: 'ada@analytical.example', Message: 'Hello', Details: 'Two days off' } },
      ];
    case 'chat-trigger':
      return [{ json: { chatInput: 'How do I reset my password?', sessionId: 's1' } }];
    case 'error-trigger':
      return [
        {
          json: {
            execution: { id: 'r1', error: { message: 'boom' } },
            workflow: { id: 'w1', name: 'Orders' },
          },
        },
      ];
    default:
      return undefined;
  }
}

function fakePorts() {
  const mails: MailMessage[] = [];
  const requests: HttpRequest[] = [];
  const payments: { to: string; amount: string }[] = [];
  const chainPayments: { to: string; amount: string; chainId: number; token: string }[] = [];
  const responses: unknown[] = [];
  const ports: PlatformPorts = {
    ai: fakeAi(['An offline answer from the help articles.'], { offline: true }).port,
    mail: {
      send: async (message) => {
        mails.push(message);
        return { messageId: `m${mails.length}`, replayed: false };
      },
    },
    http: {
      request: async (request) => {
        requests.push(request);
        const rss = /rss|feed/.test(request.url);
        const json =
          request.method === 'GET'
            ? [
                { id: 1, title: 'First' },
                { id: 2, title: 'Second' },
              ]
            : { ok: true };
        return {
          status: 200,
          headers: { 'content-type': rss ? 'application/rss+xml' : 'application/json' },
          body: new TextEncoder().encode(rss ? RSS : JSON.stringify(json)),
          url: request.url,
        };
      },
    },
    ledger: {
      transfer: async (request) => {
        payments.push(request);
        return { transferId: 't1', replayed: false, from: 'owner', to: request.to, amount: request.amount };
      },
    },
    chain: {
      pay: async (request) => {
        chainPayments.push(request);
        return { txHash: '0x01', replayed: false, from: '0x02', ...request };
      },
    },
    knowledge: {
      add: async () => {
        throw new Error('not used');
      },
      search: async () => ({
        mode: 'bm25',
        hits: [
          {
            documentId: 'd1',
            documentName: 'Manual',
            chunkId: 'c1',
            text: 'Reset it in Settings.',
            score: 3,
          },
        ],
      }),
    },
    webhook: { respond: (response) => void responses.push(response) },
  };
  return { ports, mails, requests, payments, chainPayments, responses };
}

describe.each(WORKFLOW_PATTERNS.map((p) => [p.id, p] as const))('pattern %s', (_id, pattern) => {
  it('builds a runnable document from its example and runs it to its end offline', async () => {
    const built = pattern.build(readRequest(pattern.example));
    const doc = assertRunnableDocument(built.document);
    expect(built.explanation.length).toBeGreaterThan(20);
    const trigger = doc.nodes.find((n) => n.type.endsWith('-trigger'))!;
    expect(trigger).toBeDefined();
    const fakes = fakePorts();
    const options = { store: createMemoryRunStore(), clock: manualClock(), ports: fakes.ports };
    let run = await runDocument(doc, {
      ...options,
      triggerItems: triggerItems(trigger.type),
      startNodeId: trigger.id,
    });
    if (run.status === 'waiting') run = await resumeDocument(doc, run, { ...options, decision: 'approved' });
    expect(run.error ?? null, JSON.stringify(run.error)).toBeNull();
    expect(run.status).toBe('succeeded');
    // Every node the example reaches ran (branches not taken aside): at least the trigger and one more.
    expect(run.steps.length).toBeGreaterThanOrEqual(2);
    if (process.env.SHOW_RUNS)
      console.log(
        pattern.id,
        run.steps
          .map((s) => `${s.nodeId}:${s.status}:${(s.output ?? []).map((o) => o.length).join('/')}`)
          .join(' '),
        JSON.stringify(fakes.mails[0] ?? null).slice(0, 300),
      );
    const types = new Set(doc.nodes.map((n) => n.type));
    if (types.has('send-email') && pattern.id !== 'uptime-monitor')
      expect(fakes.mails.length).toBeGreaterThan(0);
    if (types.has('aiz-transfer')) expect(fakes.payments[0]?.amount).toMatch(/^\d/);
    if (types.has('chain-payment')) expect(fakes.chainPayments[0]?.to).toMatch(/^0x[0-9a-fA-F]{40}$/);
    if (types.has('http-request') && pattern.id !== 'extract-to-crm')
      expect(fakes.requests.length).toBeGreaterThan(0);
  });
});
