/** The timers a schedule-trigger node of a document asks for: what the server's scheduler starts. */
import { scheduleTriggerNode } from './definition';
import { type CronRule, cronRules } from './rules';

/** Parameters that make no schedule: names the node and the first bad parameter. */
export class InvalidScheduleError extends Error {
  override name = 'InvalidScheduleError';
}

export function scheduleRulesOf(
  node: { name: string; parameters: Record<string, unknown> },
  workflowTimezone: string,
): CronRule[] {
  const parsed = scheduleTriggerNode.parameters.safeParse(node.parameters);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.map(String).join('.') || 'rule';
    throw new InvalidScheduleError(
      `Schedule "${node.name}": parameter "${where}" is invalid: ${issue?.message ?? 'unknown problem'}`,
    );
  }
  return cronRules(parsed.data.rule.interval, parsed.data.timezone ?? workflowTimezone);
}
