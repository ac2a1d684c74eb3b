/** Solar lead: keeps what a homeowner told Solara as a lead of the installer (the CRM builds on it). */
import { z } from 'zod';
import type { SolaraLeadDraft } from '../../../../common/schemas/solara';
import { defineNode } from '../definition';
import { requirePort } from '../ports';
import { solarRequestOf } from '../solar-conversation/solar-item';

const text = (max: number) => z.string().max(max);
const lead = z.object({
  conversationId: text(200),
  contact: z
    .object({ name: text(200).optional(), email: text(320).optional(), phone: text(40).optional() })
    .default({}),
  property: z.record(z.string(), z.unknown()).default({}),
  answers: z.record(z.string(), z.unknown()).default({}),
  estimate: z.record(z.string(), z.unknown()).nullable().default(null),
  transcript: z
    .array(z.object({ role: z.enum(['user', 'assistant']), text: text(4000), at: text(40) }))
    .max(500)
    .default([]),
  consent: z
    .object({ text: text(4000), at: text(40) })
    .nullable()
    .default(null),
});

export const solarLeadNode = defineNode({
  type: 'solar-lead',
  version: 1,
  displayName: 'Solar Lead',
  group: 'platform',
  words: ['solar lead', 'save the lead'],
  description: 'Saves a homeowner’s contact, answers, estimate and transcript as a lead.',
  documentation:
    'Reads the lead from each item: `conversationId`, `contact` (name, email, phone), `property`, `answers`, `estimate`, `transcript` and `consent` (the text shown and when it was agreed to, or null). It is saved for the installer the workflow works for, tagged with the deployment it came from, and scored; each item leaves with `leadId` and `score`. Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({}),
  toolInput: {
    type: 'object',
    properties: {
      conversationId: { type: 'string' },
      contact: { type: 'object', description: 'name, email, phone' },
      property: { type: 'object' },
      answers: { type: 'object' },
    },
    required: ['conversationId'],
  },
  execute: async (ctx, [items = []]) => {
    const solar = requirePort(ctx.ports, 'solar', ctx.node.name, 'Saving a lead');
    const out = [];
    for (const item of items) {
      const draft = solarRequestOf(ctx.node.name, lead, item.json) as SolaraLeadDraft;
      out.push({ json: { ...(await solar.saveLead(draft)) } });
    }
    return [out];
  },
});
