/**
 * The OpenAI-compatible benchmark's baseline: a bare Hono handler for `POST /v1/chat/completions` that reads
 * the JSON body and answers the same `chat.completion` the workflow answers (`Hello <last message>`), with
 * nothing else: no key, no database, no run.
 */
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono()
  .get('/health', (c) => c.text('ok'))
  .post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json()) as { model: string; messages: Array<{ content: string }> };
    const id = randomUUID();
    return c.json({
      id: `chatcmpl-${id}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: `Hello ${body.messages.at(-1)?.content}`, refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      run_id: id,
    });
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
