/**
 * Dify files imported and RUN, in this process (the real engine, nodes and Code sandbox): each gives the
 * output Dify gives, from the `*.expected.json` beside it. The CLI runs the same files (server/cli/aiz.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runDocument } from '../../adapter/run-document';
import { manualClock } from '../../core/testing';
import { closeSharedCodePool } from '../../nodes/code/shared-pool';
import { inProcessConversations } from '../../nodes/conversation-variables/in-process-conversations';
import type { PlatformPorts } from '../../nodes/ports';
import { readFixture } from '../fixtures/read-fixture';
import { importWorkflow } from '../import-workflow';

afterAll(() => closeSharedCodePool());

interface Case {
  input: Record<string, unknown>;
  status: string;
  output: Record<string, unknown>;
}

async function runImported(text: string, input: Record<string, unknown>, ports: PlatformPorts = {}) {
  const { document } = importWorkflow(text);
  return runDocument(document, { clock: manualClock(), triggerItems: [{ json: input }], ports });
}

const FILES = ['sum-and-branch', 'shout-each-word', 'count-up', 'echo-chat'];

describe.each(FILES)('dify/%s.yml, imported and run', (name) => {
  const expected = JSON.parse(readFixture(`dify/${name}.expected.json`)) as { cases: Case[] };
  it.each(expected.cases)('with $input', async ({ input, status, output }) => {
    const run = await runImported(readFixture(`dify/${name}.yml`), input);
    expect(run.error?.message ?? '').toBe('');
    expect(run.status).toBe(status);
    expect(run.result).toEqual([[{ json: output }]]);
  });
});

/** Dify's own test files, with the outputs Dify's tests expect (fixtures/dify/dify-tests/README.md). */
const difyTests = JSON.parse(readFixture('dify/dify-tests/expected.json')) as {
  files: Record<string, { cases: Omit<Case, 'status'>[] }>;
};
const difyCases = Object.entries(difyTests.files).flatMap(([file, { cases }]) =>
  cases.map((c) => ({ file, ...c })),
);

describe("Dify's own test workflows, imported and run", () => {
  it.each(difyCases)('$file with $input', async ({ file, input, output }) => {
    const run = await runImported(readFixture(`dify/dify-tests/${file}`), input);
    expect(run.error?.message ?? '').toBe('');
    expect(run.status).toBe('succeeded');
    expect(run.result).toEqual([[{ json: output }]]);
  });
});

describe('conversation variables', () => {
  const chatflow = (answer: string, assign: string) => `
app: { mode: advanced-chat }
workflow:
  conversation_variables:
    - { name: count, value: 0, value_type: number }
    - { name: note, value: none, value_type: string }
  graph:
    nodes:
      - { id: s, data: { type: start, title: Start } }
      - id: a1
        data:
          type: assigner
          title: First
          version: '2'
          items: [${assign}]
      - { id: a2, data: { type: assigner, title: Second, version: '2', items: [{ variable_selector: [conversation, note], input_type: constant, operation: over-write, value: later }] } }
      - { id: out, data: { type: answer, title: Answer, answer: '${answer}' } }
    edges:
      - { source: s, target: a1 }
      - { source: a1, target: a2 }
      - { source: a2, target: out }
`;

  it('reads what the latest assigner before the step wrote, or the declared value when nobody writes it', async () => {
    const text = chatflow(
      '{{#conversation.note#}} {{#conversation.count#}}',
      '{ variable_selector: [conversation, note], input_type: variable, operation: over-write, value: [sys, query] }',
    );
    const run = await runImported(text, { query: 'first' });
    expect(run.result).toEqual([[{ json: { answer: 'later 0' } }]]);
  });

  it('keeps the values per conversation between messages, and counts its messages (sys.dialogue_count)', async () => {
    const text = chatflow(
      '{{#conversation.count#}} {{#conversation.note#}} turn {{#sys.dialogue_count#}}',
      '{ variable_selector: [conversation, count], input_type: constant, operation: +=, value: 1 }',
    );
    const conversation = inProcessConversations();
    const send = async (query: string, id: string) => {
      const run = await runImported(text, { query, conversation_id: id }, { conversation });
      expect(run.error?.message ?? '').toBe('');
      return run.result;
    };
    expect(await send('hi', 'a')).toEqual([[{ json: { answer: '1 later turn 1' } }]]);
    expect(await send('again', 'a')).toEqual([[{ json: { answer: '2 later turn 2' } }]]);
    // Another conversation starts from the declared values.
    expect(await send('hello', 'b')).toEqual([[{ json: { answer: '1 later turn 1' } }]]);
    expect(await send('third', 'a')).toEqual([[{ json: { answer: '3 later turn 3' } }]]);
    expect(conversation.snapshot()).toEqual({
      a: { variables: { count: 3, note: 'later' }, turns: 3 },
      b: { variables: { count: 1, note: 'later' }, turns: 1 },
    });
  });

  it("Dify's own chatflow: the conversation variable set from each message, a conversation at a time", async () => {
    const text = readFixture('dify/dify-tests/test_streaming_conversation_variables.yml');
    const conversation = inProcessConversations();
    for (const query of ['Hello, this is my test query', 'a second message']) {
      const run = await runImported(text, { query, conversation_id: 'c' }, { conversation });
      expect(run.result).toEqual([[{ json: { answer: query } }]]);
    }
    expect(conversation.snapshot()).toEqual({
      c: { variables: { str: 'a second message' }, turns: 2 },
    });
  });

  it('takes a starting value with braces as text, not as an expression', async () => {
    const text = `
app: { mode: advanced-chat }
workflow:
  conversation_variables:
    - { name: tpl, value: 'Dear {{ name }}', value_type: string }
  graph:
    nodes:
      - { id: s, data: { type: start, title: Start } }
      - { id: keep, data: { type: assigner, title: Keep, version: '2', items: [{ variable_selector: [conversation, tpl], input_type: variable, operation: over-write, value: [conversation, tpl] }] } }
      - { id: out, data: { type: answer, title: Answer, answer: '{{#conversation.tpl#}}' } }
    edges:
      - { source: s, target: keep }
      - { source: keep, target: out }
`;
    const run = await runImported(text, { query: 'x' }, { conversation: inProcessConversations() });
    expect(run.error?.message ?? '').toBe('');
    expect(run.result).toEqual([[{ json: { answer: 'Dear {{ name }}' } }]]);
  });

  it('a step reading a variable before any assigner in the run reads what the last message kept', async () => {
    const text = `
app: { mode: advanced-chat }
workflow:
  conversation_variables:
    - { name: last, value: nothing yet, value_type: string }
  graph:
    nodes:
      - { id: s, data: { type: start, title: Start } }
      - { id: out, data: { type: answer, title: Answer, answer: 'before: {{#conversation.last#}}' } }
      - { id: keep, data: { type: assigner, title: Keep, version: '2', items: [{ variable_selector: [conversation, last], input_type: variable, operation: over-write, value: [sys, query] }] } }
    edges:
      - { source: s, target: out }
      - { source: out, target: keep }
`;
    const conversation = inProcessConversations();
    const answers: unknown[] = [];
    for (const query of ['one', 'two', 'three']) {
      const run = await runImported(text, { query, conversation_id: 'c' }, { conversation });
      answers.push(run.steps.find((step) => step.nodeId === 'out')?.output);
    }
    expect(answers.map((output) => JSON.stringify(output))).toEqual([
      JSON.stringify([[{ json: { answer: 'before: nothing yet' } }]]),
      JSON.stringify([[{ json: { answer: 'before: one' } }]]),
      JSON.stringify([[{ json: { answer: 'before: two' } }]]),
    ]);
  });
});

describe('an if-else with several cases (our Switch, the else branch its fallback)', () => {
  const yaml = `
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: S } }
      - id: b
        data:
          type: if-else
          title: Which
          cases:
            - { case_id: c1, conditions: [{ variable_selector: [s, x], comparison_operator: is, value: a }] }
            - case_id: c2
              logical_operator: or
              conditions:
                - { variable_selector: [s, x], comparison_operator: empty }
                - { variable_selector: [s, x], comparison_operator: start with, value: b }
            - { case_id: c3, conditions: [{ variable_selector: [s, n], comparison_operator: '>', value: '10' }] }
      - { id: t1, data: { type: end, title: One, outputs: [{ variable: went, value_selector: [s, x] }] } }
      - { id: t2, data: { type: template-transform, title: Two, template: 'two', variables: [] } }
      - { id: t3, data: { type: template-transform, title: Three, template: 'three', variables: [] } }
      - { id: t4, data: { type: template-transform, title: Else, template: 'else', variables: [] } }
    edges:
      - { source: s, target: b }
      - { source: b, sourceHandle: c1, target: t1 }
      - { source: b, sourceHandle: c2, target: t2 }
      - { source: b, sourceHandle: c3, target: t3 }
      - { source: b, sourceHandle: 'false', target: t4 }
`;

  it.each([
    [{ x: 'a', n: 50 }, { went: 'a' }],
    [{ x: '', n: 50 }, { output: 'two' }],
    [{ x: 'bee', n: 1 }, { output: 'two' }],
    [{ x: 'z', n: 11 }, { output: 'three' }],
    [{ x: 'z', n: 10 }, { output: 'else' }],
  ])(
    '%j takes the branch Dify takes (the first case that holds, else the else branch)',
    async (input, output) => {
      const run = await runImported(yaml, input);
      expect(run.error?.message ?? '').toBe('');
      expect(run.status).toBe('succeeded');
      expect(run.result).toEqual([[{ json: output }]]);
      // Only one branch ran.
      expect(run.steps.map((step) => step.nodeId).filter((id) => id.startsWith('t'))).toHaveLength(1);
    },
  );
});
