/**
 * The Code nodes the Dify importer writes run in our real Code runtime: each is run here in order,
 * with the outputs of the nodes before it, as the engine would, and gives what Dify's nodes give.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowItem } from '../../expressions';
import { testScope } from '../../expressions/testing/test-scope';
import { runCode, type SandboxExecutor } from '../../sandbox/code-node';
import { createSandboxRunner } from '../../sandbox/sandbox-runner';
import { readFixture } from '../fixtures/read-fixture';
import { importWorkflow } from '../import-workflow';

let execute: SandboxExecutor;
beforeAll(async () => {
  const runner = await createSandboxRunner();
  execute = (program) => Promise.resolve(runner.run(program));
});

const { document } = importWorkflow(readFixture('dify/sum-and-branch.yml'));

/** Runs the named code nodes one after the other; `ran` holds every node's output items by name. */
async function runInOrder(names: string[], ran: Record<string, { items: WorkflowItem[] }>) {
  for (const name of names) {
    const node = document.nodes.find((n) => n.name === name)!;
    const previous = Object.values(ran).at(-1)?.items ?? [];
    const { items } = await runCode(execute, {
      code: String(node.parameters.jsCode),
      mode: 'runOnceForAllItems',
      scope: testScope({ inputItems: previous, nodes: { ...ran } }),
    });
    ran[name] = { items };
  }
  return ran;
}

describe('code written by the Dify importer', () => {
  it.each([
    [{ a: 7, b: 5 }, 'Say big', { sum: 12, verdict: 'The sum 12 is big' }],
    [{ a: 2, b: 3 }, 'Say small', { sum: 5, verdict: 'The sum 5 is small' }],
  ])('gives the end node Dify gives for %j', async (input, branch, expected) => {
    const ran = await runInOrder(['Add'], { Start: { items: [{ json: input }] } });
    expect(ran.Add?.items).toEqual([{ json: { sum: input.a + input.b } }]);
    // The If node picks the branch; the branch not taken never runs, as in Dify.
    await runInOrder([branch, 'Either', 'End'], ran);
    expect(ran.End?.items).toEqual([{ json: expected }]);
  });
});
