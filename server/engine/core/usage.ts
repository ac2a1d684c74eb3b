/** What AI calls cost: per node run (on its step) and per run, summed as nodes report their calls. */

/** Tokens and money spent on AI calls, by one node run or by a whole run. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  /** Model calls made. */
  calls: number;
}

/** A node run's usage, with the models that served it (`provider/model`). */
export interface StepUsage extends Usage {
  models: string[];
  /** What the person should know about them: another model answered than the node named, an estimated price. */
  notes?: string[];
}

/** One AI call as a node reports it. */
export interface UsageReport {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  providerId: string;
  model: string;
  notes?: string[];
}

export function emptyUsage(): Usage {
  return { inputTokens: 0, outputTokens: 0, costUsd: 0, calls: 0 };
}

/** Adds one call to a usage total, in place. */
export function addUsage(total: Usage, call: UsageReport): void {
  total.inputTokens += call.inputTokens;
  total.outputTokens += call.outputTokens;
  total.costUsd += call.costUsd;
  total.calls += 1;
}
