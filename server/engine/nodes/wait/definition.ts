import { z } from 'zod';
import { defineNode } from '../definition';

const UNIT_MS = { seconds: 1000, minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** One flat object (the builder renders it as one form); `dateTime` only matters for `specificTime`. */
const parameters = z
  .object({
    resume: z.enum(['timeInterval', 'specificTime']).default('timeInterval'),
    amount: z.number().min(0).default(1),
    unit: z.enum(['seconds', 'minutes', 'hours', 'days']).default('hours'),
    /** ISO 8601 with an offset, or milliseconds since the epoch. */
    dateTime: z.union([z.iso.datetime({ offset: true }), z.number().int()]).optional(),
  })
  .refine((p) => p.resume !== 'specificTime' || p.dateTime !== undefined, {
    path: ['dateTime'],
    message: 'A specific time needs a date and time.',
  });

export const waitNode = defineNode({
  type: 'wait',
  version: 1,
  displayName: 'Wait',
  group: 'flow',
  words: ['wait', 'delay', 'pause', 'sleep'],
  description: 'Pauses the run for a while or until a given time, then continues.',
  documentation:
    "The run stops here and is saved; it continues with the same items after the interval you set (seconds to days) or at the date and time you give. Time spent waiting does not count towards the run's time limit.",
  inputs: 1,
  parameterItems: 'first',
  outputs: ['Output'],
  parameters,
  imports: {
    n8n: ['n8n-nodes-base.wait'],
  },
  execute: async (ctx, [items = []]) => {
    if (ctx.resumed) return [items];
    const p = ctx.parameters();
    if (p.resume === 'specificTime') {
      const until = typeof p.dateTime === 'number' ? p.dateTime : Date.parse(p.dateTime ?? '');
      return { wait: { kind: 'time', until } };
    }
    return { wait: { kind: 'time', until: ctx.now() + p.amount * UNIT_MS[p.unit] } };
  },
});
