import { describe, expect, it } from 'vitest';
import { eventQueue } from './event-queue';

describe('eventQueue', () => {
  it('yields what is pushed while the task runs, then what is left once it ends', async () => {
    const queue = eventQueue<number>();
    let finish!: () => void;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    queue.push(1);
    const seen: number[] = [];
    const reading = (async () => {
      for await (const n of queue.drain(done)) seen.push(n);
    })();
    await new Promise((resolve) => setTimeout(resolve, 5));
    queue.push(2);
    queue.push(3);
    finish();
    await reading;
    expect(seen).toEqual([1, 2, 3]);
  });

  it('ends when the task fails', async () => {
    const queue = eventQueue<string>();
    const done = Promise.reject(new Error('boom'));
    done.catch(() => {});
    queue.push('a');
    const seen: string[] = [];
    for await (const s of queue.drain(done)) seen.push(s);
    expect(seen).toEqual(['a']);
  });
});
