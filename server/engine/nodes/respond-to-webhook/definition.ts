import { z } from 'zod';
import type { Item } from '../../core';
import { defineNode } from '../definition';
import type { WebhookResponse } from '../ports';
import { respondFromN8n } from './n8n-shapes';

const parameters = z.preprocess(
  respondFromN8n,
  z.object({
    respondWith: z.enum(['first-item', 'all-items', 'json', 'text', 'no-data']).default('first-item'),
    /** For `json`: an object, or JSON text; for `text`: the text. */
    responseBody: z.unknown().optional(),
    responseCode: z.number().int().min(200).max(599).default(200),
    responseHeaders: z
      .array(z.object({ name: z.string().trim().min(1).max(200), value: z.string().max(4000) }))
      .default([]),
  }),
);

type Parameters = z.output<typeof parameters>;

function body(p: Parameters, items: Item[], nodeName: string): unknown {
  switch (p.respondWith) {
    case 'first-item':
      return items[0]?.json ?? {};
    case 'all-items':
      return items.map((i) => i.json);
    case 'no-data':
      return null;
    case 'text':
      return typeof p.responseBody === 'string' ? p.responseBody : String(p.responseBody ?? '');
    case 'json': {
      if (typeof p.responseBody !== 'string') return p.responseBody ?? {};
      try {
        return JSON.parse(p.responseBody);
      } catch {
        throw new Error(`Node "${nodeName}": the response body is not valid JSON.`);
      }
    }
  }
}

/** The response the node sends: its status, headers (names in lower case) and body. */
export function webhookResponseOf(p: Parameters, items: Item[], nodeName: string): WebhookResponse {
  const headers: Record<string, string> = {};
  for (const h of p.responseHeaders) headers[h.name.toLowerCase()] = h.value;
  const content = body(p, items, nodeName);
  if (content !== null && !headers['content-type']) {
    headers['content-type'] =
      p.respondWith === 'text' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  }
  return { status: p.responseCode, headers, body: content };
}

export const respondToWebhookNode = defineNode({
  type: 'respond-to-webhook',
  version: 1,
  displayName: 'Respond to Webhook',
  group: 'platform',
  words: ['respond to webhook', 'webhook response', 'respond'],
  description: 'Answers the request that started the run (a webhook or a form), then the run goes on.',
  documentation: [
    'Use it with a Webhook or Form trigger set to respond "through a Respond to Webhook node". It answers once per run, with the first item\'s JSON, all items as a list, a JSON body you write, a text, or nothing; with the status code and headers you set. Later answers in the same run are ignored, as in n8n.',
    'The items pass through unchanged. In a run not started by a request (a manual run in the builder) there is nothing to answer and the node only passes its items on.',
  ].join('\n\n'),
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.respondToWebhook'],
  },
  execute: async (ctx, [items = []]) => {
    const response = webhookResponseOf(ctx.parameters(), items, ctx.node.name);
    ctx.ports.webhook?.respond(response);
    return [items];
  },
});
