import { afterAll, describe, expect, it } from 'vitest';
import { SandboxWorkerPool } from '../../sandbox';
import { CodeRunError } from '../../sandbox/code-node';
import { items, runNode } from '../testing';
import { createCodeNode } from './definition';

// One pool for the file, closed at the end: the node takes it injected.
const pool = new SandboxWorkerPool();
afterAll(() => pool.close());
const codeNode = createCodeNode((program) => pool.run(program));

describe('code', () => {
  it('passes its items on with the default code', async () => {
    expect(await runNode(codeNode, [items({ a: 1 })])).toEqual([items({ a: 1 })]);
  });

  it('runs once for all items', async () => {
    const jsCode = 'return $input.all().map((i) => ({ n: i.json.n * 2 }));';
    expect(await runNode(codeNode, [items({ n: 1 }, { n: 2 })], { parameters: { jsCode } })).toEqual([
      items({ n: 2 }, { n: 4 }),
    ]);
  });

  it('runs once for each item, dropping items that return nothing', async () => {
    const jsCode = 'if ($json.n > 1) return { n: $json.n, i: $itemIndex };';
    const result = await runNode(codeNode, [items({ n: 1 }, { n: 2 })], {
      parameters: { mode: 'runOnceForEachItem', jsCode },
    });
    expect(result).toEqual([items({ n: 2, i: 1 })]);
  });

  it('fails with the code error and its line', async () => {
    const run = runNode(codeNode, [items({})], {
      parameters: { jsCode: 'const a = 1;\nthrow new Error("boom");' },
    });
    await expect(run).rejects.toBeInstanceOf(CodeRunError);
    await expect(run).rejects.toMatchObject({ line: 2 });
  });

  it("sends its console output to the step's log, on success and on failure", async () => {
    const logs: string[] = [];
    await runNode(codeNode, [items({})], {
      parameters: { jsCode: 'console.log("hello", 1); console.warn("careful"); return [];' },
      logs,
    });
    expect(logs).toEqual(['hello 1', 'warn: careful']);

    const failed: string[] = [];
    const run = runNode(codeNode, [items({})], {
      parameters: { jsCode: 'console.log("before"); throw new Error("boom");' },
      logs: failed,
    });
    await expect(run).rejects.toBeInstanceOf(CodeRunError);
    expect(failed).toEqual(['before']);
  });

  it("stops with n8n's message for a non-object json, its hint going to the step's log", async () => {
    const logs: string[] = [];
    const run = runNode(codeNode, [items({})], { parameters: { jsCode: 'return [{ json: 5 }];' }, logs });
    await expect(run).rejects.toThrow(/^A 'json' property isn't an object \[item 0\]$/);
    expect(logs).toEqual(["In the returned data, every key named 'json' must point to an object."]);
  });
});
