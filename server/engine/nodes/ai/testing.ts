/** Test kit for the AI nodes: a scripted AI port and a usage meter (tests only). */
import type { UsageMeter, UsageReport } from '../../core';
import type { AiGenerateRequest, AiGenerateResult, AiPort } from '../ports';

export type FakeReply = string | ((request: AiGenerateRequest) => string);

/** Answers each call with the next scripted reply (the last one repeats); records every request. */
export function fakeAi(replies: FakeReply[], options: { offline?: boolean; costUsd?: number } = {}) {
  const requests: AiGenerateRequest[] = [];
  const port: AiPort = {
    hasProvider: () => !options.offline,
    generate: async (request): Promise<AiGenerateResult> => {
      requests.push(request);
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? '';
      const text = typeof reply === 'function' ? reply(request) : reply;
      let object: unknown;
      if (request.schema) {
        try {
          object = JSON.parse(text);
        } catch {
          object = undefined;
        }
      }
      return {
        text,
        ...(object === undefined ? {} : { object }),
        usage: { inputTokens: 100, outputTokens: 20 },
        costUsd: options.offline ? 0 : (options.costUsd ?? 0.001),
        providerId: options.offline ? 'offline' : 'fake',
        model: options.offline ? 'bm25-help' : 'fake-model',
        offline: options.offline ?? false,
      };
    },
  };
  return { port, requests };
}

/** A usage meter like the executor's, with an optional budget. */
export function meter(limitUsd?: number): UsageMeter & { calls: UsageReport[] } {
  const calls: UsageReport[] = [];
  return {
    calls,
    report: (call) => {
      calls.push(call);
    },
    budget: () => ({
      spentUsd: calls.reduce((sum, c) => sum + c.costUsd, 0),
      ...(limitUsd === undefined ? {} : { limitUsd }),
    }),
  };
}
