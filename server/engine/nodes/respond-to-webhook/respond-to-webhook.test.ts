import { describe, expect, it } from 'vitest';
import type { WebhookResponse } from '../ports';
import { items, runNode } from '../testing';
import { respondToWebhookNode } from './definition';

async function respond(parameters: Record<string, unknown>, input = items({ a: 1 }, { a: 2 })) {
  const sent: WebhookResponse[] = [];
  const output = await runNode(respondToWebhookNode, [input], {
    parameters,
    ports: { webhook: { respond: (r) => sent.push(r) } },
  });
  return { sent, output };
}

describe('respond to webhook', () => {
  it("answers with the first item's JSON by default and passes every item on", async () => {
    const { sent, output } = await respond({});
    expect(sent).toEqual([
      { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: { a: 1 } },
    ]);
    expect(output).toEqual([items({ a: 1 }, { a: 2 })]);
  });

  it('answers all items, JSON written as text or as an object, a text, or nothing', async () => {
    expect((await respond({ respondWith: 'all-items' })).sent[0]?.body).toEqual([{ a: 1 }, { a: 2 }]);
    expect((await respond({ respondWith: 'json', responseBody: '{"ok":true}' })).sent[0]?.body).toEqual({
      ok: true,
    });
    expect((await respond({ respondWith: 'json', responseBody: { ok: 1 } })).sent[0]?.body).toEqual({
      ok: 1,
    });
    const text = (await respond({ respondWith: 'text', responseBody: 'hello', responseCode: 201 })).sent[0];
    expect(text).toEqual({
      status: 201,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'hello',
    });
    const none = (await respond({ respondWith: 'no-data', responseCode: 204 })).sent[0];
    expect(none).toEqual({ status: 204, headers: {}, body: null });
  });

  it('sets the headers it is given, its content type winning', async () => {
    const { sent } = await respond({
      respondWith: 'text',
      responseBody: '<b>hi</b>',
      responseHeaders: [
        { name: 'Content-Type', value: 'text/html' },
        { name: 'X-Trace', value: '7' },
      ],
    });
    expect(sent[0]?.headers).toEqual({ 'content-type': 'text/html', 'x-trace': '7' });
  });

  it('fails on a JSON body that does not parse, naming the node', async () => {
    await expect(respond({ respondWith: 'json', responseBody: '{nope' })).rejects.toThrow(
      'Node "Respond to Webhook": the response body is not valid JSON.',
    );
  });

  it('only passes items on in a run no request started', async () => {
    expect(await runNode(respondToWebhookNode, [items({ a: 1 })])).toEqual([items({ a: 1 })]);
  });
});

describe("respond to webhook with n8n's settings", () => {
  it('reads an imported n8n node: its choice names, and code and headers under options', async () => {
    const { sent } = await respond({
      respondWith: 'allIncomingItems',
      options: { responseCode: 202, responseHeaders: { entries: [{ name: 'X-From', value: 'n8n' }] } },
    });
    expect(sent[0]).toEqual({
      status: 202,
      headers: { 'x-from': 'n8n', 'content-type': 'application/json; charset=utf-8' },
      body: [{ a: 1 }, { a: 2 }],
    });
    expect((await respond({ respondWith: 'firstIncomingItem' })).sent[0]?.body).toEqual({ a: 1 });
    expect((await respond({ respondWith: 'noData' })).sent[0]?.body).toBeNull();
  });
});
