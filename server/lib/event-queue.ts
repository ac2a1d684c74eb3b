/**
 * Values a running task produces, handed to a stream as they come: `push` from the task's callbacks,
 * `drain(done)` yields them in order until `done` settles, then what is left. The task goes on while the
 * reader is slow; a failure of `done` ends the drain (the caller awaits `done` for the error).
 */
export function eventQueue<E>() {
  const waiting: E[] = [];
  let wake: (() => void) | undefined;
  return {
    push(event: E) {
      waiting.push(event);
      wake?.();
    },
    async *drain(done: Promise<unknown>): AsyncGenerator<E> {
      let finished = false;
      done
        .finally(() => {
          finished = true;
          wake?.();
        })
        .catch(() => {});
      while (true) {
        while (waiting.length) yield waiting.shift()!;
        if (finished) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    },
  };
}
