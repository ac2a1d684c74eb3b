/** Tests' probe of the event loop during big transfers (tests only; no timing). */

/** Counts the turns the event loop got while `work` ran (setImmediate callbacks in between). */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    const value = await work();
    return { value, turns };
  } finally {
    running = false;
  }
}
