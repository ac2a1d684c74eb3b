/** Solar booking: books an open slot for a saved lead, with the consent text the homeowner agreed to. */
import { z } from 'zod';
import { defineNode } from '../definition';
import { requirePort } from '../ports';
import { solarRequestOf } from '../solar-conversation/solar-item';

const request = z.object({
  leadId: z.string().min(1).max(200),
  startsAt: z.iso.datetime({
    offset: true,
    error: 'startsAt is an ISO date-time, as an open slot gives it.',
  }),
  consentText: z.string().min(1, 'Book only with the consent text the homeowner agreed to.').max(4000),
});

export const solarBookNode = defineNode({
  type: 'solar-book',
  version: 1,
  displayName: 'Solar Booking',
  group: 'platform',
  words: ['book a consultation', 'book a slot'],
  description: 'Books one of the installer’s open slots for a saved lead.',
  documentation:
    'Reads `leadId`, `startsAt` (an open slot’s start) and `consentText` (what the homeowner agreed to) from each item. Each item leaves with `booked: true` and the appointment (`appointmentId`, `startsAt`, `endsAt`), or `booked: false, taken: true` when someone booked that slot first. Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({}),
  toolInput: {
    type: 'object',
    properties: {
      leadId: { type: 'string' },
      startsAt: { type: 'string', description: 'An open slot’s start, ISO date-time.' },
      consentText: { type: 'string', description: 'The consent text the homeowner agreed to.' },
    },
    required: ['leadId', 'startsAt', 'consentText'],
  },
  execute: async (ctx, [items = []]) => {
    const solar = requirePort(ctx.ports, 'solar', ctx.node.name, 'Booking');
    const out = [];
    for (const item of items) {
      const booking = solarRequestOf(ctx.node.name, request, item.json);
      out.push({ json: { ...(await solar.bookSlot(booking)) } });
    }
    return [out];
  },
});
