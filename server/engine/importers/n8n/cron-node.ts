/**
 * n8n's old Cron node (`n8n-nodes-base.cron`) keeps `triggerTimes.item[]`, one mode each; our schedule
 * trigger reads the Schedule Trigger's `rule.interval[]`. Each time becomes a cron expression as n8n's
 * `toCronExpression` builds it (second 0 where n8n picks a random one), with n8n's defaults.
 */
type CronItem = Record<string, unknown>;

const text = (value: unknown, fallback: string) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? String(value).trim()
    : fallback;

function expressionOf(item: CronItem): string | undefined {
  const minute = text(item.minute, '0');
  const hour = text(item.hour, '14');
  switch (item.mode) {
    case 'everyMinute':
      return '0 * * * * *';
    case 'everyHour':
      return `0 ${minute} * * * *`;
    case 'everyDay':
      return `0 ${minute} ${hour} * * *`;
    case 'everyWeek':
      return `0 ${minute} ${hour} * * ${text(item.weekday, '1')}`;
    case 'everyMonth':
      return `0 ${minute} ${hour} ${text(item.dayOfMonth, '1')} * *`;
    case 'everyX':
      return item.unit === 'minutes'
        ? `0 */${text(item.value, '2')} * * * *`
        : `0 0 */${text(item.value, '2')} * * *`;
    case 'custom':
      return typeof item.cronExpression === 'string' ? item.cronExpression.trim() : undefined;
    default:
      return undefined;
  }
}

/** The Cron node's parameters as the schedule trigger's; times it cannot read are named in `skipped`. */
export function cronNodeParameters(parameters: Record<string, unknown>): {
  parameters: Record<string, unknown>;
  skipped: string[];
} {
  const triggerTimes = parameters.triggerTimes as { item?: unknown } | undefined;
  const items = Array.isArray(triggerTimes?.item) ? (triggerTimes.item as CronItem[]) : [];
  const interval: { field: 'cronExpression'; expression: string }[] = [];
  const skipped: string[] = [];
  for (const item of items) {
    const expression = expressionOf(item);
    if (expression) interval.push({ field: 'cronExpression', expression });
    else skipped.push(String(item.mode ?? 'unknown'));
  }
  return { parameters: { rule: { interval } }, skipped };
}
