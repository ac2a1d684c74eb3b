/** Solar estimate: the platform's solar estimate (POST /api/solar/estimate) for the item, as a tool or a step. */

import { z } from 'zod';
import { solarEstimateRequestSchema } from '../../../../common/schemas/solar';
import { defineNode } from '../definition';
import { requirePort } from '../ports';
import { solarRequestOf } from '../solar-conversation/solar-item';

export const solarEstimateNode = defineNode({
  type: 'solar-estimate',
  version: 1,
  displayName: 'Solar Estimate',
  group: 'platform',
  words: ['solar estimate', 'estimate solar'],
  description: 'Estimates a home solar system for a place: size, production, savings, payback and CO2.',
  documentation:
    'Reads the request from each item, as the estimate API takes it: a place (`zip`, or `lat` and `lon`) and optionally `monthlyBill` (to size the system) or `systemKw`, `tilt`, `azimuth`, `lossesPct`, `dcAcRatio`, `inverterEfficiencyPct`, `moduleType`, `arrayType`. Each item leaves with `estimate`: annual and monthly kWh, the weather station, savings, payback, CO2 and every assumption. As a tool of Solara or an AI agent, the call’s arguments are the request. An unknown ZIP code or a place far from every weather station fails the item with a message a person can act on. Available when the workflow runs on the server.',
  inputs: 1,
  outputs: ['Output'],
  parameters: z.object({}),
  toolInput: {
    type: 'object',
    properties: {
      zip: { type: 'string', description: 'The five-digit US ZIP code.' },
      lat: { type: 'number', description: 'Latitude, with lon in place of a ZIP code.' },
      lon: { type: 'number', description: 'Longitude.' },
      monthlyBill: {
        type: 'number',
        description: 'The monthly electric bill in dollars, to size the system.',
      },
      systemKw: { type: 'number', description: 'The system size in kW DC, in place of a bill.' },
    },
  },
  execute: async (ctx, [items = []]) => {
    const solar = requirePort(ctx.ports, 'solar', ctx.node.name, 'The solar estimate');
    const out = [];
    for (const item of items) {
      const request = solarRequestOf(ctx.node.name, solarEstimateRequestSchema, item.json);
      out.push({ json: { estimate: await solar.estimate(request) } });
    }
    return [out];
  },
});
