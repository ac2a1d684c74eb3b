/**
 * A run started by a request (a webhook call or a form submission) and the answer it gets, in n8n's three
 * modes: at once (the run goes on in the background), when the run ends (the last node's items), or when a
 * Respond to Webhook node calls the run's `webhook` port (the run goes on after it).
 *
 * "At once" queues the run (env.queue: the in-process queue, or BullMQ with REDIS_URL) and answers when it
 * is stored as `queued`, so a burst of calls waits its turn instead of running all at once, and a run a
 * crash cut off is resumed by a worker. The two other modes run in this process: the answer is the run's
 * (its last node's items, or what its Respond to Webhook node says), and the request that waits for it is
 * held here, so a worker elsewhere could not answer it.
 */
import type { ResponseMode } from '@common/schemas/webhooks';
import type { Item, RunRecord } from '../../../engine/core';
import type { PlatformPorts, WebhookResponse } from '../../../engine/nodes/ports';
import { executeRun, type RunEnv, type RunTarget } from '../execution';
import { queueRun } from '../runs';

export interface RespondSettings {
  mode: ResponseMode;
  status: number;
  /** What the last node's items become (lastNode), or whether "at once" answers nothing (`no-data`). */
  data: 'first-item' | 'all-items' | 'no-data';
  /** What "at once" answers. */
  receivedBody: unknown;
}

export interface RequestRun {
  env: RunEnv;
  target: RunTarget;
  startNodeId: string;
  items: Item[];
  respond: RespondSettings;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const jsonAnswer = (status: number, body: unknown): WebhookResponse => ({ status, headers: JSON_TYPE, body });

export const WORKFLOW_STARTED = { message: 'Workflow was started' };
export const ERROR_IN_WORKFLOW = { message: 'Error in workflow' };
export const EXECUTED_WITHOUT_RESPONSE = { message: 'Workflow executed successfully' };
export const NO_ITEM_TO_RETURN = { message: 'No item to return was found' };

/** The answer "when the last node finishes" gives for the record the run ended with. */
export function lastNodeAnswer(record: RunRecord, respond: RespondSettings): WebhookResponse {
  if (record.status === 'waiting') return jsonAnswer(respond.status, WORKFLOW_STARTED);
  if (record.status !== 'succeeded') return jsonAnswer(500, ERROR_IN_WORKFLOW);
  const items = record.result[0] ?? [];
  if (respond.data === 'no-data') return { status: respond.status, headers: {}, body: null };
  if (respond.data === 'all-items')
    return jsonAnswer(
      respond.status,
      items.map((i) => i.json),
    );
  const first = items[0];
  return first ? jsonAnswer(respond.status, first.json) : jsonAnswer(500, NO_ITEM_TO_RETURN);
}

export async function runForRequest(request: RequestRun): Promise<WebhookResponse> {
  const { env, target, respond } = request;
  const start = (ports?: PlatformPorts) =>
    executeRun(env, target, { triggerItems: request.items, startNodeId: request.startNodeId, ports });
  // A run that goes on after the answer has no caller left to tell: its failure is stored and logged.
  const inBackground = (run: Promise<RunRecord>) =>
    run.catch((err: unknown) =>
      env.log.error('webhook run failed', {
        workflowId: target.workflow.id,
        error: err instanceof Error ? err.message : String(err),
      }),
    );

  if (respond.mode === 'onReceived') {
    if (env.queue) {
      // Stored before the answer: a 200 means the run will happen, whatever becomes of this process.
      await queueRun(env, env.queue, target, {
        triggerItems: request.items,
        startNodeId: request.startNodeId,
      });
    } else void inBackground(start());
    return respond.data === 'no-data'
      ? { status: respond.status, headers: {}, body: null }
      : jsonAnswer(respond.status, respond.receivedBody);
  }
  if (respond.mode === 'lastNode') return lastNodeAnswer(await start(), respond);

  let answer: WebhookResponse | undefined;
  let answered: (response: WebhookResponse) => void = () => {};
  const response = new Promise<WebhookResponse>((resolve) => {
    answered = resolve;
  });
  const run = start({
    webhook: {
      respond(r) {
        if (answer) return; // once per run, as in n8n
        answer = r;
        answered(r);
      },
    },
  });
  void inBackground(run);
  await Promise.race([response, run]);
  if (answer) return answer;
  // Stopped without passing a Respond to Webhook node: n8n's standard message, or the run waits for later.
  const record = await run;
  if (record.status === 'waiting') return jsonAnswer(200, WORKFLOW_STARTED);
  return record.status === 'succeeded'
    ? jsonAnswer(200, EXECUTED_WITHOUT_RESPONSE)
    : jsonAnswer(500, ERROR_IN_WORKFLOW);
}

/** How an answer is made from its body, status and headers (by lower-case name). */
export type MakeResponse = (
  body: string | null,
  status: number,
  headers: Readonly<Record<string, string>>,
) => Response;

const plainResponse: MakeResponse = (body, status, headers) => new Response(body, { status, headers });

const LOWER_CASE_TOKEN = /^[a-z0-9!#$%&'*+.^_`|~-]+$/;
/** A header value Headers keeps as it is: printable ASCII, no white space at either end. */
const PLAIN_VALUE = /^(?:[\x21-\x7e]|[\x21-\x7e][\t\x20-\x7e]*[\x21-\x7e])?$/;

/**
 * A workflow's headers by lower-case name, as a Headers would have them: those that are plainly so (the
 * Respond to Webhook node's content type) as they are, anything else through Headers, which refuses names
 * and values HTTP does not allow.
 */
function headersOf(record: Record<string, string>): Record<string, string> {
  for (const name in record) {
    if (!LOWER_CASE_TOKEN.test(name) || !PLAIN_VALUE.test(record[name] as string)) {
      return Object.fromEntries(new Headers(record));
    }
  }
  return { ...record };
}

/** The HTTP answer for a response: JSON unless it is text; no body where HTTP allows none. */
export function toHttpResponse(
  response: WebhookResponse,
  method: string,
  make: MakeResponse = plainResponse,
): Response {
  const headers = headersOf(response.headers);
  const { status, body } = response;
  if (body === null || body === undefined || method === 'HEAD' || status === 204 || status === 304) {
    return make(null, status, headers);
  }
  if (typeof body === 'string') {
    headers['content-type'] ??= 'text/plain; charset=utf-8';
    return make(body, status, headers);
  }
  headers['content-type'] ??= JSON_TYPE['content-type'];
  return make(JSON.stringify(body), status, headers);
}
