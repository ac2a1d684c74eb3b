/**
 * The CLI as people run it (`npm run aiz`: scripts/aiz.mjs, the bundle, built first when a source is newer): a
 * real process, the real engine and nodes, our fixture files.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scaled } from '../test/time';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = (name: string) => path.join('server/cli/fixtures', name);

function aiz(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/aiz.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: scaled(60_000),
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each case starts a process (the first may build the bundle; the wasm sandbox): seconds on a loaded machine.
describe('npm run aiz -- run', { timeout: scaled(60_000) }, () => {
  it('runs a workflow file and prints the result as JSON, with --input as the trigger item', () => {
    const { code, stdout } = aiz('run', fixture('adults.aiz.json'), '--json', '--input', '{"who":"Zed"}');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.status).toBe('succeeded');
    expect(report.output).toEqual([{ json: { name: 'Ada', age: 36 } }, { json: { name: 'Zed', age: 50 } }]);
    expect(report.nodes['Adult?'].runs[0].outputs[1]).toEqual([{ json: { name: 'Bob', age: 12 } }]);
    expect(report.nodes.Start.runs[0].outputs).toEqual([[{ json: { who: 'Zed' } }]]);
  });

  it('summarises a run for people without --json', () => {
    const { code, stdout } = aiz('run', fixture('adults.aiz.json'));
    expect(code).toBe(0);
    expect(stdout).toContain('✓ Make items: 3 items');
    expect(stdout).toContain('Succeeded: 2 item(s) out.');
  });

  it('exits 1 with the error when the run fails', () => {
    const { code, stdout } = aiz('run', fixture('stops.aiz.json'), '--json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      status: 'failed',
      error: { message: 'Not today.', node: 'Refuse' },
    });
  });

  it("gives $workflow.name the file's name for the workflow (n8n's name here), else the file's", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aiz-cli-'));
    const set = {
      name: 'Name it',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      parameters: {
        assignments: {
          assignments: [{ id: 'a', name: 'wf', value: '={{ $workflow.name }}', type: 'string' }],
        },
      },
    };
    const n8n = (name?: string) =>
      JSON.stringify({
        ...(name ? { name } : {}),
        nodes: [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', parameters: {} }, set],
        connections: { Start: { main: [[{ node: 'Name it', type: 'main', index: 0 }]] } },
      });
    writeFileSync(path.join(dir, 'greeter.json'), n8n('Greeter'));
    writeFileSync(path.join(dir, 'unnamed-flow.json'), n8n());
    const named = JSON.parse(aiz('run', path.join(dir, 'greeter.json'), '--json').stdout);
    expect(named.output).toEqual([{ json: { wf: 'Greeter' } }]);
    const unnamed = JSON.parse(aiz('run', path.join(dir, 'unnamed-flow.json'), '--json').stdout);
    expect(unnamed.output).toEqual([{ json: { wf: 'unnamed-flow' } }]);
  });

  it('exits 2 with the usage on bad arguments or a missing file', () => {
    expect(aiz('run').code).toBe(2);
    const missing = aiz('run', 'no-such-file.json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read no-such-file.json: no such file.');
  });

  describe('conformance: fixtures from other tools run to the outputs those tools give', () => {
    const importers = 'server/engine/importers/fixtures';
    type DifyCase = { input: Record<string, unknown>; status: string; output: Record<string, unknown> };
    // Each Dify fixture beside its expected outputs: branches, an iteration, a loop, a chatflow called
    // with Dify's chat API names (query, inputs, conversation_id, user).
    const difyCases = ['sum-and-branch', 'shout-each-word', 'count-up', 'echo-chat'].flatMap((name) =>
      (
        JSON.parse(readFileSync(path.join(root, importers, `dify/${name}.expected.json`), 'utf8')) as {
          cases: DifyCase[];
        }
      ).cases.map((c) => ({ name, ...c })),
    );

    it.each(difyCases)('Dify $name.yml with $input', ({ name, input, status, output }) => {
      const run = aiz(
        'run',
        path.join(importers, `dify/${name}.yml`),
        '--json',
        '--input',
        JSON.stringify(input),
      );
      const report = JSON.parse(run.stdout);
      expect(report.status).toBe(status);
      expect(report.output).toEqual([{ json: output }]);
    });

    // Dify's own chatflows from its tests (fixtures/dify/dify-tests): the answer quotes the message.
    const difyTests = JSON.parse(
      readFileSync(path.join(root, importers, 'dify/dify-tests/expected.json'), 'utf8'),
    ) as { files: Record<string, { cases: { input: Record<string, unknown>; output: unknown }[] }> };
    const difyChatCases = ['answer_end_with_text.yml', 'test_streaming_conversation_variables.yml'].flatMap(
      (file) => (difyTests.files[file]?.cases ?? []).map((c) => ({ file, ...c })),
    );

    it.each(difyChatCases)("Dify's own $file with $input", ({ file, input, output }) => {
      const run = aiz(
        'run',
        path.join(importers, 'dify/dify-tests', file),
        '--json',
        '--input',
        JSON.stringify(input),
      );
      const report = JSON.parse(run.stdout);
      expect(report.status).toBe('succeeded');
      expect(report.output).toEqual([{ json: output }]);
    });

    it("keeps a chatflow's conversation variables between runs in the --session file, per conversation", () => {
      const session = path.join(mkdtempSync(path.join(tmpdir(), 'aiz-session-')), 'chat.json');
      const send = (query: string, conversation_id: string) => {
        const run = aiz(
          'run',
          path.join(importers, 'dify/remember-chat.yml'),
          '--json',
          '--session',
          session,
          '--input',
          JSON.stringify({ query, conversation_id }),
        );
        return JSON.parse(run.stdout).output;
      };
      expect(send('one', 'c')).toEqual([{ json: { answer: 'turn 1; count 1; before: (none); now: one' } }]);
      expect(send('two', 'c')).toEqual([{ json: { answer: 'turn 2; count 2; before: one; now: two' } }]);
      expect(send('hi', 'd')).toEqual([{ json: { answer: 'turn 1; count 1; before: (none); now: hi' } }]);
      expect(JSON.parse(readFileSync(session, 'utf8')).conversations.c).toEqual({
        variables: { count: 2, previous: 'one', last: 'two' },
        turns: 2,
      });
    });

    it('n8n orders-branch.json gives the items n8n gives, node by node', () => {
      const expected = JSON.parse(
        readFileSync(path.join(root, importers, 'n8n/orders-branch.expected.json'), 'utf8'),
      ) as { status: string; output: unknown; nodes: Record<string, unknown> };
      const run = aiz('run', path.join(importers, 'n8n/orders-branch.json'), '--json');
      const report = JSON.parse(run.stdout);
      expect(report.status).toBe(expected.status);
      expect(report.output).toEqual(expected.output);
      for (const [name, outputs] of Object.entries(expected.nodes)) {
        expect(report.nodes[name].runs.at(-1).outputs, name).toEqual(outputs);
      }
    });

    it.each(
      readdirSync(path.join(root, importers, 'flowise')).filter(
        (f) => f.endsWith('.json') && f !== 'biome.json',
      ),
    )('Flowise %s imports with a report and runs to a clear answer', (file) => {
      const run = aiz('run', path.join(importers, 'flowise', file));
      expect(run.stdout).toMatch(/^Imported from flowise-(agentflow|chatflow): \d+ node\(s\) mapped\./);
      // The AI node types come with the engine's second part; until then the run stops at the first one.
      expect(run.stdout).toMatch(/^(Succeeded|Failed at .+: .+)$/m);
      expect([0, 1]).toContain(run.code);
    });
  });
});
