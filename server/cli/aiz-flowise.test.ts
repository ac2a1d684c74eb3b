/**
 * The eleven Flowise templates (server/engine/importers/fixtures/flowise) imported and run as people run
 * them, `npm run aiz -- run FILE --json`, with OpenAI configured as a local fake server speaking the real
 * HTTP protocol (every template's model goes to it: the router takes a configured provider when the named
 * one is not). The fake echoes the user's last message, or fills the JSON schema it is asked for (the first
 * enum value, the question for text), so each answer shows whether the question reached the model. Those
 * that cannot run here must stop with a message naming the step, never a ReferenceError.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeProvider,
  type RecordedRequest,
  reply,
  type Script,
  startFakeOpenAI,
  toolCall,
} from '../ai/testing';
import { scaled } from '../test/time';
import { aizAsync, lastUserText } from './testing/run-cli';

const QUESTION = 'What is the capital of France?';
const fixture = (name: string) => path.join('server/engine/importers/fixtures/flowise', `${name}.json`);

type Schema = { type?: string; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema };

/** A value of the schema: the first enum value, the question for text. */
function fill(schema: Schema, question: string): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fill(s, question)]),
    );
  if (schema.type === 'array') return [fill(schema.items ?? { type: 'string' }, question)];
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  if (schema.type === 'boolean') return true;
  return question;
}

const answer: Script = (request: RecordedRequest) => {
  const format = request.body.response_format as { json_schema?: { schema?: Schema } } | undefined;
  const text = lastUserText(request);
  return format?.json_schema?.schema
    ? reply(JSON.stringify(fill(format.json_schema.schema, text)))
    : reply(`Echo: ${text}`);
};

describe('Flowise templates run from the CLI with a fake OpenAI', { timeout: scaled(120_000) }, () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());

  async function run(name: string, ...script: Script[]) {
    fake.reset();
    fake.script(...script);
    fake.respond(answer);
    const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl };
    const result = await aizAsync(
      env,
      'run',
      fixture(name),
      '--json',
      '--input',
      JSON.stringify({ chatInput: QUESTION }),
    );
    const report = JSON.parse(result.stdout);
    expect(JSON.stringify(report.error ?? {})).not.toMatch(/ReferenceError|is not defined/);
    return report;
  }

  it('Conversation Chain: its system message, temperature and the question reach the model; the answer is the reply', async () => {
    const report = await run('Conversation Chain');
    expect(report.status).toBe('succeeded');
    expect(report.output).toEqual([{ json: { text: `Echo: ${QUESTION}` } }]);
    const body = fake.requests[0]?.body as {
      messages: { role: string; content: string }[];
      temperature: number;
    };
    expect(body.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('friendly conversation'),
    });
    expect(body.temperature).toBe(0.9);
  });

  it("Prompt Chaining: the second chain's template holds the question and the first chain's answer", async () => {
    const report = await run('Prompt Chaining');
    expect(report.status).toBe('succeeded');
    expect(fake.requests).toHaveLength(2);
    const first = lastUserText(fake.requests[0]!);
    expect(first).toBe(
      `You are an AI who performs one task based on the following objective: ${QUESTION}.\nRespond with how you would complete this task:`,
    );
    const second = lastUserText(fake.requests[1]!);
    expect(second).toContain(`with the following objective: ${QUESTION}.`);
    expect(second).toContain(`The last completed task has the result: Echo: ${first}.`);
    expect(report.output[0].json.text).toBe(`Echo: ${second}`);
  });

  it('Tool Agent: the model calls the folded calculator, gets its result, and answers', async () => {
    const report = await run('Tool Agent', toolCall('calculator', { input: '2 * (3 + 4)' }));
    expect(report.status).toBe('succeeded');
    const tools = (fake.requests[0]?.body.tools ?? []) as { function: { name: string } }[];
    expect(tools.map((t) => t.function.name).sort()).toEqual(['Serp_API', 'calculator']);
    const toolResult = ((fake.requests[1]?.body.messages ?? []) as { role: string; content: string }[]).find(
      (m) => m.role === 'tool',
    );
    expect(toolResult?.content).toContain('14');
    expect(report.output[0].json).toMatchObject({ output: `Echo: ${QUESTION}` });
  });

  it('Structured Output: the answer is the object of its schema, made from the question', async () => {
    const report = await run('Structured Output');
    expect(report.status).toBe('succeeded');
    expect(report.output).toEqual([
      { json: { output: { output: [{ answer: QUESTION, reason: QUESTION }] } } },
    ]);
  });

  it('Iterations: every pass and the final agent reach the model; the agent answers the question', async () => {
    const report = await run('Iterations');
    expect(report.status).toBe('succeeded');
    expect(fake.requests.length).toBeGreaterThanOrEqual(3);
    expect(report.output[0].json.output).toBe(`Echo: ${QUESTION}`);
  });

  it('Human In The Loop: the agent answers from the form, then the run waits for the approval', async () => {
    const report = await run('Human In The Loop');
    expect(report.error).toMatchObject({ code: 'waiting' });
    expect(report.output[0].json.output).toBe(`Echo: ${QUESTION}`);
  });

  it.each([
    // Its documents live in a Flowise document store: the CLI has no knowledge base to search.
    [
      'Agentic RAG',
      'Retriever Vector DB',
      'Knowledge retrieval is only available when the workflow runs on the server',
    ],
    // Flowise's condition node compares the flow state, which has no counterpart here.
    ['Supervisor Worker', 'Check next worker', 'conditionAgentflow'],
    ['SQL Agent', 'Get DB Schema', 'customFunctionAgentflow'],
    ['Workplace Chat', 'Post to Slack', 'toolAgentflow'],
    ['Interacting With API', 'Send HTTP Request', 'Give the URL to request.'],
  ])('%s stops at "%s", saying why', async (name, node, why) => {
    const report = await run(name);
    expect(report.status).toBe('failed');
    expect(report.error.node).toBe(node);
    expect(report.error.message).toContain(why);
  });
});
