/**
 * /api/solar/crm/webhooks against the real app and database, with real local HTTP servers as receivers
 * (127.0.0.1 is allowed through HTTP_ALLOWLIST here, as a test or dev setup does): the secret shown once and
 * sealed, a signed delivery checked by the receiver, a failing endpoint retried and recorded as failed, the
 * event's emitter never waiting on a receiver, and roles.
 */
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { crmWebhookSchema, crmWebhooksSchema } from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { crmWebhookDeliveries, crmWebhooks } from '../../../../db/schema/solar-crm';
import { type LocalServer, startLocalServer } from '../../../../lib/safe-http/testing';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { emitCrmEvent } from '../events';
import { type CrmTeam, crmTeam } from '../reports/testing';
import { crmWebhookDeliveriesSettled, installCrmWebhooks } from './deliver-webhooks';

type Webhook = z.infer<typeof crmWebhookSchema>;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('CRM webhooks', () => {
  let t: TestApp;
  let team: CrmTeam;
  let server: LocalServer;
  const received: Received[] = [];
  let hold: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited', env: { HTTP_ALLOWLIST: '127.0.0.1' } });
    // The same sender as the app's, without the real pauses between attempts.
    installCrmWebhooks({
      db: t.database.db,
      http: t.deps.http,
      keys: t.deps.config.credentialKeys,
      log: t.deps.logger,
      now: t.deps.now,
      retryDelaysMs: [0, 0],
    });
    team = await crmTeam(t);
    server = await startLocalServer((req, res, body) => {
      received.push({ path: req.url ?? '', headers: req.headers, body: body.toString('utf8') });
      const status = req.url === '/fail' ? 500 : req.url === '/gone' ? 404 : 200;
      void hold.then(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end('ok');
      });
    });
  });
  afterAll(async () => {
    await crmWebhookDeliveriesSettled();
    await server.close();
    await t.close();
  });

  const add = async (path: string, events: string[]) => {
    const res = await team.owner.request('POST', '/api/solar/crm/webhooks', {
      url: `${server.origin}${path}`,
      events,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Webhook;
  };
  const stageChanged = (dealId: string) =>
    emitCrmEvent(
      { db: t.database.db, now: t.deps.now, user: null, log: t.deps.logger },
      'deal.stage_changed',
      {
        ownerId: team.owner.user.id,
        dealId,
        pipelineId: '00000000-0000-4000-8000-000000000001',
        fromStageId: null,
        toStageId: '00000000-0000-4000-8000-000000000002',
        status: 'open',
        byUserId: team.owner.user.id,
        at: '2026-01-01T00:00:00.000Z',
      },
    );

  it('shows the secret once, stores it sealed, and signs each delivery with it', async () => {
    const hook = await add('/ok', ['deal.stage_changed', 'deal.created']);
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(hook).toMatchObject({ events: ['deal.stage_changed', 'deal.created'], active: true, recent: [] });
    const [row] = await t.database.db.select().from(crmWebhooks).where(eq(crmWebhooks.id, hook.id));
    expect(row!.secretSealed).not.toContain(hook.secret);
    await add('/other', ['proposal.signed']); // not subscribed to stage changes: never called

    received.length = 0;
    await stageChanged('00000000-0000-4000-8000-00000000000a');
    await crmWebhookDeliveriesSettled();
    expect(received.map((r) => r.path)).toEqual(['/ok']);
    const [delivery] = received;
    const expected = `sha256=${createHmac('sha256', hook.secret!).update(delivery!.body).digest('hex')}`;
    expect(delivery!.headers['x-aiz-signature']).toBe(expected);
    expect(delivery!.headers['x-aiz-event']).toBe('deal.stage_changed');
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(delivery!.body)).toEqual({
      event: 'deal.stage_changed',
      occurredAt: '2026-01-01T00:00:00.000Z',
      data: expect.objectContaining({ dealId: '00000000-0000-4000-8000-00000000000a', status: 'open' }),
    });
    const [recorded] = await t.database.db
      .select()
      .from(crmWebhookDeliveries)
      .where(eq(crmWebhookDeliveries.id, String(delivery!.headers['x-aiz-delivery'])));
    expect(recorded).toMatchObject({
      webhookId: hook.id,
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      error: null,
    });

    const list = await team.owner.request('GET', '/api/solar/crm/webhooks');
    const { webhooks } = (await list.json()) as z.infer<typeof crmWebhooksSchema>;
    // Both hooks were made on the same tick of the test clock: find this one by id, not by place.
    const listed = webhooks.find((w) => w.id === hook.id);
    for (const w of webhooks) expect(w).not.toHaveProperty('secret');
    expect(listed!.recent).toMatchObject([
      { event: 'deal.stage_changed', status: 'delivered', responseStatus: 200, error: null },
    ]);
    for (const w of webhooks) await team.owner.request('DELETE', `/api/solar/crm/webhooks/${w.id}`);
  });

  it('records a failing endpoint as failed after three attempts, and a 404 after one', async () => {
    const failing = await add('/fail', ['deal.stage_changed']);
    const gone = await add('/gone', ['deal.stage_changed']);
    received.length = 0;
    await stageChanged('00000000-0000-4000-8000-00000000000b');
    await crmWebhookDeliveriesSettled();
    expect(received.filter((r) => r.path === '/fail')).toHaveLength(3);
    expect(received.filter((r) => r.path === '/gone')).toHaveLength(1);
    const rows = await t.database.db.select().from(crmWebhookDeliveries);
    expect(rows.find((r) => r.webhookId === failing.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      responseStatus: 500,
      error: 'The endpoint answered 500.',
    });
    expect(rows.find((r) => r.webhookId === gone.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 404,
    });
    await team.owner.request('DELETE', `/api/solar/crm/webhooks/${failing.id}`);
    await team.owner.request('DELETE', `/api/solar/crm/webhooks/${gone.id}`);
  });

  it('never makes the event wait on a receiver', async () => {
    const hook = await add('/ok', ['deal.stage_changed']);
    let release!: () => void;
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    received.length = 0;
    // The receiver holds its answer until released: the emitter returns all the same.
    await stageChanged('00000000-0000-4000-8000-00000000000c');
    const pending = await t.database.db
      .select()
      .from(crmWebhookDeliveries)
      .where(eq(crmWebhookDeliveries.webhookId, hook.id));
    expect(pending.every((d) => d.status === 'pending')).toBe(true);
    release();
    hold = Promise.resolve();
    await crmWebhookDeliveriesSettled();
    const [done] = await t.database.db
      .select()
      .from(crmWebhookDeliveries)
      .where(eq(crmWebhookDeliveries.webhookId, hook.id));
    expect(done).toMatchObject({ status: 'delivered', responseStatus: 200 });
    await team.owner.request('DELETE', `/api/solar/crm/webhooks/${hook.id}`);
  });

  it('refuses URLs deliveries may not reach, and lets only managers manage webhooks', async () => {
    for (const url of ['ftp://example.test/hook', 'http://10.0.0.1/hook', 'http://localhost:9/hook']) {
      const res = await team.owner.request('POST', '/api/solar/crm/webhooks', {
        url,
        events: ['deal.created'],
      });
      expect(res.status).toBe(400);
    }
    const body = { url: 'https://example.test/hook', events: ['deal.created'] };
    expect(
      (await team.owner.request('POST', '/api/solar/crm/webhooks', { ...body, events: [] })).status,
    ).toBe(400);
    for (const who of [team.setter, team.closer, team.stranger]) {
      expect((await who.request('GET', `/api/solar/crm/webhooks?${team.ws}`)).status).toBe(403);
      expect((await who.request('POST', `/api/solar/crm/webhooks?${team.ws}`, body)).status).toBe(403);
    }
    const created = await team.manager.request('POST', `/api/solar/crm/webhooks?${team.ws}`, body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Webhook;
    for (const who of [team.setter, team.closer, team.stranger])
      expect((await who.request('DELETE', `/api/solar/crm/webhooks/${id}?${team.ws}`)).status).toBe(403);
    // Another workspace's webhook is no webhook of the stranger's own CRM.
    expect((await team.stranger.request('DELETE', `/api/solar/crm/webhooks/${id}`)).status).toBe(404);
    expect((await team.manager.request('GET', `/api/solar/crm/webhooks?${team.ws}`)).status).toBe(200);
    expect((await team.manager.request('DELETE', `/api/solar/crm/webhooks/${id}?${team.ws}`)).status).toBe(
      204,
    );
    expect((await team.manager.request('DELETE', `/api/solar/crm/webhooks/${id}?${team.ws}`)).status).toBe(
      404,
    );
    expect((await t.request('GET', '/api/solar/crm/webhooks')).status).toBe(401);
  });
});
