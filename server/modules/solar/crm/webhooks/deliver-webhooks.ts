/**
 * Outbound delivery of CRM events to the workspace's webhooks. installCrmWebhooks() listens to every CRM
 * event; a listener only starts the work and returns, so a move never waits on (or fails because of) a
 * receiver. Each delivery is recorded in crm_webhook_deliveries (pending, then delivered or failed with the
 * status code or the error) and sent through the SSRF-guarded client: POST {event, occurredAt, data} with
 * X-AIZ-Event, X-AIZ-Delivery and X-AIZ-Signature, a 10 s deadline, up to three attempts with growing
 * pauses (network errors, timeouts, 408, 429 and 5xx are retried; other answers are final).
 * A delivery under way when the process stops stays pending.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { crmWebhookDeliveries, crmWebhooks } from '../../../../db/schema/solar-crm';
import type { Logger } from '../../../../lib/logger';
import type { SafeHttp } from '../../../../lib/safe-http';
import type { SecretKeyring } from '../../../../lib/secret-box';
import type { ServiceContext } from '../../../../service-context';
import { CRM_EVENT_NAMES, type CrmEventMap, type CrmEventName, onCrmEvent } from '../events';
import { openWebhookSecret, signWebhookBody } from './signing';

export const CRM_WEBHOOK_TIMEOUT_MS = 10_000;
export const CRM_WEBHOOK_MAX_ATTEMPTS = 3;
/** The pauses before the second and third attempts. */
export const CRM_WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000];
/** A receiver's answer is read only to be dropped; this bounds it. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface CrmWebhookSender {
  db: Database;
  http: SafeHttp;
  keys: SecretKeyring;
  log: Logger;
  now: () => Date;
  retryDelaysMs?: readonly number[];
}

const senders: CrmWebhookSender[] = [];
const inFlight = new Set<Promise<void>>();
let listening = false;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function listen<E extends CrmEventName>(event: E) {
  onCrmEvent(event, (ctx, payload) => {
    dispatch(ctx, event, payload);
  });
}

/**
 * Delivers CRM events to webhooks with this app's database, client and keys (app.ts calls it once). In a
 * process with several apps (tests), an event goes out through the sender of the database it was emitted
 * on, the latest installed one winning; a test installs again to shorten the retry pauses.
 */
export function installCrmWebhooks(sender: CrmWebhookSender): void {
  senders.push(sender);
  if (listening) return;
  listening = true;
  for (const event of CRM_EVENT_NAMES) listen(event);
}

/** Resolves when every delivery started so far (and its retries) has finished: for tests and shutdown. */
export async function crmWebhookDeliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

function dispatch<E extends CrmEventName>(ctx: ServiceContext, event: E, payload: CrmEventMap[E]): void {
  const sender = senders.findLast((s) => s.db === ctx.db) ?? senders.at(-1);
  if (!sender) return;
  const task = deliverEvent(sender, event, payload).catch((error: unknown) => {
    sender.log.error('CRM webhooks: an event could not be delivered', {
      event,
      error: error instanceof Error ? error.message : String(error),
    });
  });
  inFlight.add(task);
  void task.finally(() => inFlight.delete(task));
}

async function deliverEvent<E extends CrmEventName>(
  sender: CrmWebhookSender,
  event: E,
  payload: CrmEventMap[E],
) {
  const hooks = await sender.db
    .select()
    .from(crmWebhooks)
    .where(and(eq(crmWebhooks.ownerId, payload.ownerId), eq(crmWebhooks.active, true)));
  const body = { event, occurredAt: payload.at, data: payload as Record<string, unknown> };
  await Promise.all(
    hooks.filter((h) => h.events.includes(event)).map((hook) => deliverToHook(sender, hook, event, body)),
  );
}

type Outcome =
  | { delivered: true; responseStatus: number }
  | { delivered: false; retry: boolean; responseStatus: number | null; error: string };

async function attempt(
  sender: CrmWebhookSender,
  url: string,
  headers: Record<string, string>,
  raw: string,
): Promise<Outcome> {
  try {
    const response = await sender.http.request({
      method: 'POST',
      url,
      headers,
      body: raw,
      timeoutMs: CRM_WEBHOOK_TIMEOUT_MS,
      maxResponseBytes: MAX_RESPONSE_BYTES,
      followRedirects: false,
    });
    if (response.status >= 200 && response.status < 300)
      return { delivered: true, responseStatus: response.status };
    const retry = response.status >= 500 || response.status === 408 || response.status === 429;
    return {
      delivered: false,
      retry,
      responseStatus: response.status,
      error: `The endpoint answered ${response.status}.`,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { delivered: false, retry: true, responseStatus: null, error: message.slice(0, 500) };
  }
}

async function deliverToHook(
  sender: CrmWebhookSender,
  hook: typeof crmWebhooks.$inferSelect,
  event: string,
  body: { event: string; occurredAt: string; data: Record<string, unknown> },
) {
  const [row] = await sender.db
    .insert(crmWebhookDeliveries)
    .values({ webhookId: hook.id, event, payload: body, createdAt: sender.now() })
    .returning({ id: crmWebhookDeliveries.id });
  const deliveryId = row!.id;
  const record = (values: Partial<typeof crmWebhookDeliveries.$inferInsert>) =>
    sender.db.update(crmWebhookDeliveries).set(values).where(eq(crmWebhookDeliveries.id, deliveryId));
  let secret: string;
  try {
    secret = openWebhookSecret(sender.keys, hook.id, hook.secretSealed);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await record({ status: 'failed', error: `The signing secret cannot be opened: ${message}` });
    return;
  }
  const raw = JSON.stringify(body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'AIZ-Platform-Webhooks/1',
    'x-aiz-event': event,
    'x-aiz-delivery': deliveryId,
    'x-aiz-signature': signWebhookBody(secret, raw),
  };
  const delays = sender.retryDelaysMs ?? CRM_WEBHOOK_RETRY_DELAYS_MS;
  for (let n = 1; n <= CRM_WEBHOOK_MAX_ATTEMPTS; n++) {
    const outcome = await attempt(sender, hook.url, headers, raw);
    if (outcome.delivered) {
      await record({
        status: 'delivered',
        attempts: n,
        responseStatus: outcome.responseStatus,
        error: null,
        deliveredAt: sender.now(),
      });
      return;
    }
    const last = n === CRM_WEBHOOK_MAX_ATTEMPTS || !outcome.retry;
    await record({
      status: last ? 'failed' : 'pending',
      attempts: n,
      responseStatus: outcome.responseStatus,
      error: outcome.error,
    });
    if (last) return;
    await sleep(delays[n - 1] ?? delays.at(-1) ?? 0);
  }
}
