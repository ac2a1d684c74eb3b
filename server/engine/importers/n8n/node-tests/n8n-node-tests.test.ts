import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runThroughTimedWaits } from '../../../../cli/wait-in-process';
import { closeSharedCodePool } from '../../../nodes/code/shared-pool';
import { NODE_TEST_EXPECTATIONS } from './expectations';
import { HTTP_REPLIES } from './http-replies';
import { type ReplayServer, startReplayServer } from './replay-http';
import { type NodeTestRun, runN8nNodeTest } from './run-node-test';

const FIXTURES = fileURLToPath(new URL('../../fixtures/n8n-node-tests/', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') && entry.name !== 'biome.json' ? [full] : [];
  });
}

const files = jsonFiles(FIXTURES)
  .map((full) => path.relative(FIXTURES, full).split(path.sep).join('/'))
  .sort();
const tally = { files: 0, filesPassing: 0, pinned: 0, pinnedPassing: 0 };

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});

afterAll(async () => {
  await replay.close();
  await closeSharedCodePool();
  console.info(
    `n8n node tests: ${tally.filesPassing} of ${tally.files} files, ${tally.pinnedPassing} of ${tally.pinned} pinned nodes give n8n's output`,
  );
});

const countRun = (run: NodeTestRun) => {
  tally.files += 1;
  tally.pinned += run.nodes.length;
  tally.pinnedPassing += run.nodes.filter((n) => n.pass).length;
  if (run.status === 'succeeded' && run.nodes.every((n) => n.pass)) tally.filesPassing += 1;
};

describe("n8n's node test workflows (pin data removed, each pinned node's output 0 against it)", () => {
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const expectation = NODE_TEST_EXPECTATIONS[file];
    it(file, async () => {
      const replies = HTTP_REPLIES[file];
      const ports = replies ? { http: replay.port(replies) } : {};
      const run = await runN8nNodeTest(readFileSync(path.join(FIXTURES, file), 'utf8'), {
        ports,
        // As `aiz run`: a wait for a time is waited out in the process and the run resumed.
        continueRun: (first, resume) =>
          runThroughTimedWaits(first, resume, { now: Date.now, sleep: (ms) => sleep(ms) }),
      });
      countRun(run);
      if (expectation && 'gap' in expectation) {
        const allPass = run.status === 'succeeded' && run.nodes.every((n) => n.pass);
        expect(allPass, `${file} now passes: remove its gap (${expectation.gap})`).toBe(false);
        return;
      }
      if (expectation && 'stops' in expectation) {
        expect(run.status).toBe('failed');
        const said = `${run.error?.node ?? ''} ${run.error?.message ?? ''}`;
        expect(said).toContain(expectation.stops.node);
        expect(run.error?.message).toContain(expectation.stops.parameter);
        // The node that stopped has no output to compare; the ones that ran before it must match.
        for (const node of run.nodes.filter((n) => n.actual !== undefined && n.node !== run.error?.node)) {
          expect({ node: node.node, output: node.actual }).toEqual({
            node: node.node,
            output: node.expected,
          });
        }
        return;
      }
      expect(run.error).toBeUndefined();
      for (const node of run.nodes) {
        expect({ node: node.node, output: node.actual }).toEqual({ node: node.node, output: node.expected });
      }
    });
  }
});
