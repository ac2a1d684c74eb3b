/**
 * Which account's job a free sandbox worker takes next: pure bookkeeping, no threads (worker-pool.ts drives it).
 *
 * Each account (tenant) has its own first-in-first-out queue; free workers go round-robin between the accounts
 * that have work waiting, and an account may hold at most its share of the workers:
 * - alone, every worker but `reserve` (one by default), so a newcomer finds a worker free at once, however
 *   long the lone account's jobs are (a job cannot be preempted);
 * - with others (running or waiting), `floor(workers / accounts)`, at least one.
 * A job already running is never taken back: when a newcomer arrives, the others shrink to their share as
 * their jobs end.
 */
export interface FairSchedulerOptions {
  workers: number;
  /** Workers a lone account leaves free for others (default 1, none with a single worker). */
  reserve?: number;
}

export class FairScheduler<T> {
  private readonly queues = new Map<string, T[]>();
  private readonly running = new Map<string, number>();
  /** Accounts with work waiting, in turn order: the next take starts at the front. */
  private turn: string[] = [];
  private readonly reserve: number;

  constructor(private readonly options: FairSchedulerOptions) {
    this.reserve = Math.min(options.reserve ?? 1, Math.max(0, options.workers - 1));
  }

  get workers(): number {
    return this.options.workers;
  }

  enqueue(tenant: string, item: T): void {
    const queue = this.queues.get(tenant);
    if (queue) queue.push(item);
    else {
      this.queues.set(tenant, [item]);
      this.turn.push(tenant);
    }
  }

  /** Takes a waiting item out (its caller gave up); false when it was not waiting. */
  remove(tenant: string, item: T): boolean {
    const queue = this.queues.get(tenant);
    const at = queue?.indexOf(item) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) this.dropQueue(tenant);
    return true;
  }

  /**
   * The next item a free worker should run, counted as running for its account until `release`; undefined
   * when nothing waits or every account that waits already holds its share.
   */
  take(): { tenant: string; item: T } | undefined {
    const share = this.share();
    for (let i = 0; i < this.turn.length; i++) {
      const tenant = this.turn[i]!;
      if ((this.running.get(tenant) ?? 0) >= share) continue;
      const queue = this.queues.get(tenant)!;
      const item = queue.shift()!;
      this.running.set(tenant, (this.running.get(tenant) ?? 0) + 1);
      // Its turn is over: to the back of the line (or out of it when nothing else waits).
      this.turn.splice(i, 1);
      if (queue.length === 0) this.queues.delete(tenant);
      else this.turn.push(tenant);
      return { tenant, item };
    }
    return undefined;
  }

  /** Takes every waiting item out (the pool closes). */
  drain(): T[] {
    const items = [...this.queues.values()].flat();
    this.queues.clear();
    this.turn = [];
    return items;
  }

  /** A job of `tenant` ended: its worker is free. */
  release(tenant: string): void {
    const count = (this.running.get(tenant) ?? 0) - 1;
    if (count > 0) this.running.set(tenant, count);
    else this.running.delete(tenant);
  }

  /** The most workers one account may hold now. */
  share(): number {
    const active = new Set([...this.running.keys(), ...this.queues.keys()]).size;
    if (active <= 1) return Math.max(1, this.options.workers - this.reserve);
    return Math.max(1, Math.floor(this.options.workers / active));
  }

  /** Items waiting, all accounts together. */
  get waiting(): number {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.length;
    return count;
  }

  /** Jobs running, all accounts together. */
  get busy(): number {
    let count = 0;
    for (const n of this.running.values()) count += n;
    return count;
  }

  runningFor(tenant: string): number {
    return this.running.get(tenant) ?? 0;
  }

  private dropQueue(tenant: string): void {
    this.queues.delete(tenant);
    this.turn = this.turn.filter((t) => t !== tenant);
  }
}
