/** Proposals on a deal and sending one for signature (signed in, `?workspace=`). */
import {
  proposalCreateInputSchema,
  proposalListSchema,
  proposalSchema,
  proposalSendInputSchema,
  proposalSendResultSchema,
  proposalViewQuerySchema,
} from '@common/schemas/solar-proposals';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps';
import { jsonBody, jsonContent } from '../../../http/openapi';
import { createRouter, errorResponses } from '../../../http/router';
import { createProposal } from './create-proposal';
import { getProposal, listProposals } from './find-proposals';
import { idParam, salesAccess, tags, workspaceQuery } from './route-kit';
import { sendProposal } from './send-proposal';

const viewQuery = workspaceQuery.extend(proposalViewQuerySchema.shape);

const createRoute_ = createRoute({
  tags,
  method: 'post',
  path: '/crm/deals/{id}/proposals',
  summary:
    "One click: a new proposal version with options A (~80%), B (100%) and C (100% + battery) from the deal's property and the site model (closer, manager)",
  request: { params: idParam('deal'), query: workspaceQuery, ...jsonBody(proposalCreateInputSchema) },
  responses: {
    201: jsonContent(proposalSchema, 'The new version'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/crm/deals/{id}/proposals',
  summary: "A deal's proposals, newest version first (view=present: no floor price or commission)",
  request: { params: idParam('deal'), query: viewQuery },
  responses: { 200: jsonContent(proposalListSchema, 'The proposals'), ...errorResponses(400, 401, 403, 404) },
});

const getRoute = createRoute({
  tags,
  method: 'get',
  path: '/crm/proposals/{id}',
  summary: 'One proposal (view=present: no floor price or commission)',
  request: { params: idParam('proposal'), query: viewQuery },
  responses: { 200: jsonContent(proposalSchema, 'The proposal'), ...errorResponses(400, 401, 403, 404) },
});

const sendRoute = createRoute({
  tags,
  method: 'post',
  path: '/crm/proposals/{id}/send',
  summary:
    'Send the proposal for e-signature: a link valid 14 days is e-mailed to the signer (closer, manager)',
  request: { params: idParam('proposal'), query: workspaceQuery, ...jsonBody(proposalSendInputSchema) },
  responses: {
    201: jsonContent(proposalSendResultSchema, 'The request, and whether the e-mail went out'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function proposalRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(createRoute_, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await createProposal(ctx, access, c.req.valid('param').id, c.req.valid('json')), 201);
    })
    .openapi(listRoute, async (c) => {
      const { workspace, view } = c.req.valid('query');
      const { ctx, access } = await salesAccess(deps, c, workspace);
      return c.json({ proposals: await listProposals(ctx, access, c.req.valid('param').id, view) }, 200);
    })
    .openapi(getRoute, async (c) => {
      const { workspace, view } = c.req.valid('query');
      const { ctx, access } = await salesAccess(deps, c, workspace);
      return c.json(await getProposal(ctx, access, c.req.valid('param').id, view), 200);
    })
    .openapi(sendRoute, async (c) => {
      const { ctx, access } = await salesAccess(deps, c, c.req.valid('query').workspace);
      return c.json(await sendProposal(ctx, access, c.req.valid('param').id, c.req.valid('json')), 201);
    });
}
