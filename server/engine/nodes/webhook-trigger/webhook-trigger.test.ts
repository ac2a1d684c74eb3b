import { describe, expect, it } from 'vitest';
import { items, runNode } from '../testing';
import { webhookTriggerNode, webhookTriggerParameters } from './definition';

describe('webhook trigger', () => {
  it('passes the request item on', async () => {
    const request = { headers: { a: '1' }, params: {}, query: { q: 'x' }, body: { name: 'Ada' } };
    expect(await runNode(webhookTriggerNode, [items(request)])).toEqual([items(request)]);
  });

  it('gives one empty item in a manual run without items', async () => {
    expect(await runNode(webhookTriggerNode, [])).toEqual([[{ json: {} }]]);
  });

  it("defaults to n8n's: GET, no auth, respond immediately with 200", () => {
    expect(webhookTriggerParameters.parse({ path: '/orders/new/' })).toMatchObject({
      httpMethod: 'GET',
      path: 'orders/new',
      authentication: 'none',
      responseMode: 'onReceived',
      responseCode: 200,
      responseData: 'first-item',
    });
  });

  it('refuses a path with odd characters and auth without a credential', () => {
    expect(webhookTriggerParameters.safeParse({ path: 'a b' }).success).toBe(false);
    expect(webhookTriggerParameters.safeParse({ path: '../x?y' }).success).toBe(false);
    const noCredential = webhookTriggerParameters.safeParse({ path: 'p', authentication: 'header' });
    expect(noCredential.error?.issues[0]?.path).toEqual(['credentialId']);
  });
});

describe("webhook trigger with n8n's settings", () => {
  it('reads an imported n8n Webhook node', () => {
    expect(
      webhookTriggerParameters.parse({
        httpMethod: 'POST',
        path: 'bench',
        authentication: 'headerAuth',
        credentialId: 'c1',
        responseMode: 'lastNode',
        responseData: 'allEntries',
        options: { responseCode: { values: { responseCode: 201 } } },
        webhookId: '4a1c',
      }),
    ).toMatchObject({
      httpMethod: 'POST',
      path: 'bench',
      authentication: 'header',
      responseMode: 'lastNode',
      responseData: 'all-items',
      responseCode: 201,
    });
    expect(
      webhookTriggerParameters.parse({ path: 'p', options: { noResponseBody: true } }).responseData,
    ).toBe('no-data');
  });
});
