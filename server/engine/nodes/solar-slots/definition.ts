/** Solar open slots: the installer's open consultation times in a window (Solara books from them). */
import { z } from 'zod';
import { defineNode } from '../definition';
import { requirePort } from '../ports';
import { solarRequestOf } from '../solar-conversation/solar-item';

const DAY_MS = 86_400_000;
const instant = z.iso.datetime({
  offset: true,
  error: 'Give a time as an ISO date-time, like 2026-12-01T14:00:00Z.',
});
const request = z.object({ from: instant.optional(), to: instant.optional() });

export const solarSlotsNode = defineNode({
  type: 'solar-slots',
  version: 1,
  displayName: 'Solar Open Slots',
  group: 'platform',
  words: ['open slots', 'consultation times'],
  description: 'Lists the installer’s open consultation slots between two times.',
  documentation:
    'Reads `from` and `to` (ISO date-times) from each item, by default the next 14 days, and answers `slots`: the open slots of the installer the workflow works for (its owner, or the deployment’s), each `{startsAt, endsAt}`. Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({}),
  toolInput: {
    type: 'object',
    properties: {
      from: { type: 'string', description: 'The earliest start, an ISO date-time.' },
      to: { type: 'string', description: 'The latest start, an ISO date-time.' },
    },
  },
  execute: async (ctx, [items = []]) => {
    const solar = requirePort(ctx.ports, 'solar', ctx.node.name, 'Open slots');
    const out = [];
    for (const item of items) {
      const wanted = solarRequestOf(ctx.node.name, request, item.json);
      const from = wanted.from ? new Date(wanted.from) : new Date(ctx.now());
      const to = wanted.to ? new Date(wanted.to) : new Date(from.getTime() + 14 * DAY_MS);
      if (to.getTime() <= from.getTime())
        throw new Error(`Node "${ctx.node.name}": "to" must come after "from".`);
      out.push({ json: { slots: await solar.openSlots({ from, to }) } });
    }
    return [out];
  },
});
