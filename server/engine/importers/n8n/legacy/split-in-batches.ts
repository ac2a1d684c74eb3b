/**
 * n8n's Split In Batches before version 3 names its outputs the other way round: v2 has `loop` first and
 * `done` second, v1 only `loop`. Ours (as n8n's v3, "Loop Over Items") has `done` first, so the wires of
 * an older node change outputs. Its parameters (`batchSize`, `options.reset`) are ours.
 */
const SPLIT_IN_BATCHES = 'n8n-nodes-base.splitInBatches';

export function splitInBatchesOutput(type: string, typeVersion: number, output: number): number {
  if (type !== SPLIT_IN_BATCHES || typeVersion >= 3) return output;
  return output === 0 ? 1 : output === 1 ? 0 : output;
}
