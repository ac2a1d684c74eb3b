/**
 * The write-behind run stores (run-store.ts) holding checkpoints in memory, so a graceful stop can write
 * them all before the database closes: `writeHeldRuns()` writes every held checkpoint now and turns holding
 * off for the rest of the process's life (each later checkpoint is written as it comes), so nothing a run
 * still does while the process stops is left in memory.
 */

const holders = new Set<() => Promise<void>>();
let holding = true;

/** Whether a store may still hold checkpoints (false once the process is stopping). */
export const mayHoldCheckpoints = () => holding;

/** A store holding checkpoints: `write` writes them and never rejects. Answers how to forget it. */
export function holdingCheckpoints(write: () => Promise<void>): () => void {
  holders.add(write);
  return () => holders.delete(write);
}

/** Writes every held checkpoint and stops holding new ones: for a graceful stop, before the pool closes. */
export async function writeHeldRuns(): Promise<{ written: number }> {
  holding = false;
  const writes = [...holders];
  await Promise.all(writes.map((write) => write()));
  return { written: writes.length };
}

/** Holding allowed again after `writeHeldRuns`: for tests that share one process with other test files. */
export function resumeHoldingCheckpoints(): void {
  holding = true;
}
