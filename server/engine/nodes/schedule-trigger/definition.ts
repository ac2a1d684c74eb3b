/** Schedule Trigger (n8n's): starts the active workflow on a cron expression or every N minutes, hours, days… */
import { IANAZone } from 'luxon';
import { z } from 'zod';
import { defineNode } from '../definition';
import { intervalSchema } from './rules';
import { scheduleItem } from './schedule-item';

const parameters = z.object({
  /** n8n's shape: one or more intervals, each its own timer. */
  rule: z.object({ interval: z.array(intervalSchema).min(1) }).prefault({ interval: [{ field: 'days' }] }),
  /** IANA zone the rules are read in; the workflow's time zone when absent. */
  timezone: z
    .string()
    .refine((zone) => IANAZone.isValidZone(zone), 'The timezone is an IANA name such as "Europe/Berlin".')
    .optional(),
});

export const scheduleTriggerNode = defineNode({
  type: 'schedule-trigger',
  version: 1,
  displayName: 'Schedule Trigger',
  group: 'trigger',
  words: ['schedule trigger', 'schedule', 'cron', 'timer'],
  description: 'Starts the workflow on a schedule: a cron expression, or every few minutes, hours, days…',
  documentation: [
    'While the workflow is active, its published version runs at every time of each rule: every N seconds,',
    'minutes or hours (at a minute), every N days at a time, on chosen weekdays every N weeks, on a day of',
    'every N months, or a cron expression (five fields, or six with seconds first). Times are read in the',
    "node's time zone, the workflow's by default; across a daylight-saving change a skipped time runs at the",
    'first minute after the gap. The node gives one item with the time it ran: `timestamp`, `Readable date`,',
    '`Readable time`, `Day of week`, `Year`, `Month`, `Day of month`, `Hour`, `Minute`, `Second`, `Timezone`.',
    'Run by hand, it gives the same item for now.',
  ].join(' '),
  inputs: 0,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.scheduleTrigger', 'n8n-nodes-base.cron'],
  },
  execute: async (ctx) => {
    const zone = ctx.parameters().timezone ?? ctx.expressionScope?.(0).timezone ?? 'UTC';
    return [[{ json: scheduleItem(ctx.now(), zone) }]];
  },
});
