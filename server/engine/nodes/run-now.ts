/** The run's time for a node that schedules a wait. */
import type { NodeExecution } from './definition';

/**
 * In a document run the expression scope carries the injected clock's `now`; the node context has no
 * clock of its own, so outside one (a single node's test) it falls back to the wall clock.
 */
export function runNow(ctx: Pick<NodeExecution<unknown>, 'expressionScope'>): number {
  return ctx.expressionScope?.(0).now.getTime() ?? Date.now();
}
