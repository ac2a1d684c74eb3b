/**
 * Ports of another module, which this one cannot import (the solar vertical's `solar` port, whose leads and
 * bookings are the solar module's): added by the process's composition root (app.ts, worker.ts) before runs
 * start, and given to every run of a stored workflow beside the platform's own. Adding one again changes
 * nothing; a provider never replaces a port the platform gives.
 */
import type { PlatformPorts } from '../../../engine/nodes/ports';
import type { RunEnv, RunTarget } from '../runs';

/** `runId`: the run the ports serve (a port that records side effects keys them to it). */
export type RunPortsProvider = (env: RunEnv, target: RunTarget, runId: string) => Partial<PlatformPorts>;

const PROVIDERS: RunPortsProvider[] = [];

export function addRunPorts(provider: RunPortsProvider): void {
  if (!PROVIDERS.includes(provider)) PROVIDERS.push(provider);
}

export function providedPorts(env: RunEnv, target: RunTarget, runId: string): Partial<PlatformPorts> {
  return Object.assign({}, ...PROVIDERS.map((provide) => provide(env, target, runId)));
}
