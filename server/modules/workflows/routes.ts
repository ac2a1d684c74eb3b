/** The workflows API (issue 8, item 2): signed in only; a workflow is its owner's alone (404 to anyone else). */

import { type RunEvent, runEventSchema } from '@common/schemas/run-events';
import { webhookListenSchema } from '@common/schemas/webhooks';
import {
  deletedWorkflowSchema,
  runListQuerySchema,
  runPageSchema,
  workflowListPageSchema,
  workflowListQuerySchema,
} from '@common/schemas/workflow-list';
import {
  activateSchema,
  convertWorkflowSchema,
  createWorkflowSchema,
  decideRunSchema,
  diffQuerySchema,
  diffResponseSchema,
  draftSavedSchema,
  importWorkflowSchema,
  nodeCatalogueSchema,
  publishSchema,
  runDetailSchema,
  saveDraftSchema,
  startRunSchema,
  updateWorkflowSchema,
  versionDetailSchema,
  versionListSchema,
  versionSummarySchema,
  workflowDetailSchema,
  workflowSummarySchema,
} from '@common/schemas/workflows';
import { workflowDocumentSchema } from '@common/workflow/document';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { importReportSchema } from '../../engine/importers';
import { nodeCatalogue } from '../../engine/nodes/catalogue';
import { eventStreamContent, jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { streamEvents } from '../../http/sse';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import { duplicateWorkflow } from './duplicate-workflow';
import { cancelRun, decideRun, retryRun, runEvents, startManualRun, workflowEvents } from './execution';
import { expressionPreviewRoutes } from './expression-preview-routes';
import { findWorkflows } from './find-workflows';
import { convertWorkflowText, exportWorkflowFile, importWorkflowFile } from './import-service';
import { knowledgeRoutes } from './knowledge';
import { getRun, listRuns, runEnvOf } from './runs';
import { activateWorkflow, deactivateWorkflow, listenForTestCall } from './triggers';
import { diffVersions, getVersion, listVersions, publishVersion, restoreVersion } from './versions';
import { deleteWorkflow, restoreWorkflow } from './workflow-trash';
import { createWorkflow, getWorkflow, saveDraft, updateWorkflow } from './workflows-service';

/** Autosave writes often; this bounds a runaway client, not a person. */
export const WORKFLOW_WRITE_LIMIT: RateLimitRule = { limit: 600, windowMs: 10 * 60_000 };

const idParam = z.object({ id: z.uuid('That is not a workflow id.') });
const versionParam = idParam.extend({ number: z.coerce.number().int().min(1) });
const tags = ['Workflows'];

const route = <T extends Parameters<typeof createRoute>[0]>(r: T) => createRoute({ tags, ...r });

const listRoute = route({
  method: 'get',
  path: '/',
  summary:
    "The caller's workflows and agents (not deleted): search, filter by status, tag and kind, sort and page; each with its versions, last run, and runs and AI cost of the last 24 hours",
  request: { query: workflowListQuerySchema },
  responses: { 200: jsonContent(workflowListPageSchema, 'Workflows'), ...errorResponses(400, 401) },
});
const createWorkflowRoute = route({
  method: 'post',
  path: '/',
  summary: 'Create a workflow or agent (an empty draft unless a document is given)',
  request: jsonBody(createWorkflowSchema),
  responses: { 201: jsonContent(workflowDetailSchema, 'Created'), ...errorResponses(400, 401, 429) },
});
const getRoute = route({
  method: 'get',
  path: '/{id}',
  summary: 'A workflow with its draft and the draft revision',
  request: { params: idParam },
  responses: { 200: jsonContent(workflowDetailSchema, 'The workflow'), ...errorResponses(400, 401, 404) },
});
const updateRoute = route({
  method: 'patch',
  path: '/{id}',
  summary: 'Rename, describe or tag a workflow',
  request: { params: idParam, ...jsonBody(updateWorkflowSchema) },
  responses: { 200: jsonContent(workflowSummarySchema, 'Updated'), ...errorResponses(400, 401, 404, 429) },
});
const deleteRoute = route({
  method: 'delete',
  path: '/{id}',
  summary:
    'Delete a workflow: its triggers stop and it is hidden; it can be restored for 30 days, then it is removed with its versions and runs',
  request: { params: idParam },
  responses: { 200: jsonContent(deletedWorkflowSchema, 'Deleted'), ...errorResponses(400, 401, 404, 429) },
});
const undeleteRoute = route({
  method: 'post',
  path: '/{id}/restore',
  summary:
    'Bring a deleted workflow back (within 30 days of its deletion), active again on the version it served when deleted',
  request: { params: idParam },
  responses: {
    200: jsonContent(workflowSummarySchema, 'Restored'),
    ...errorResponses(400, 401, 404, 409, 410, 429),
  },
});
const duplicateRoute = route({
  method: 'post',
  path: '/{id}/duplicate',
  summary: 'Copy a workflow as a new draft named "<name> (copy)" (the draft only: no versions, no runs)',
  request: { params: idParam },
  responses: { 201: jsonContent(workflowDetailSchema, 'The copy'), ...errorResponses(400, 401, 404, 429) },
});
const draftRoute = route({
  method: 'put',
  path: '/{id}/draft',
  summary: 'Save the draft; 409 with the current revision when it was saved elsewhere meanwhile',
  request: { params: idParam, ...jsonBody(saveDraftSchema) },
  responses: { 200: jsonContent(draftSavedSchema, 'Saved'), ...errorResponses(400, 401, 404, 409, 429) },
});
const publishRoute = route({
  method: 'post',
  path: '/{id}/versions',
  summary: 'Publish the draft as the next immutable version',
  request: { params: idParam, ...jsonBody(publishSchema) },
  responses: { 201: jsonContent(versionSummarySchema, 'Published'), ...errorResponses(400, 401, 404, 429) },
});
const versionsRoute = route({
  method: 'get',
  path: '/{id}/versions',
  summary: 'Published versions, newest first',
  request: { params: idParam },
  responses: { 200: jsonContent(versionListSchema, 'Versions'), ...errorResponses(400, 401, 404) },
});
const versionRoute = route({
  method: 'get',
  path: '/{id}/versions/{number}',
  summary: 'One published version with its document',
  request: { params: versionParam },
  responses: { 200: jsonContent(versionDetailSchema, 'The version'), ...errorResponses(400, 401, 404) },
});
const diffRoute = route({
  method: 'get',
  path: '/{id}/diff',
  summary: 'What changed between two versions, or a version and the draft (?from=1&to=draft)',
  request: { params: idParam, query: diffQuerySchema },
  responses: { 200: jsonContent(diffResponseSchema, 'The diff'), ...errorResponses(400, 401, 404) },
});
const restoreRoute = route({
  method: 'post',
  path: '/{id}/versions/{number}/restore',
  summary: 'Make an old version the draft again (a new revision); published versions never change',
  request: { params: versionParam },
  responses: { 200: jsonContent(draftSavedSchema, 'Restored'), ...errorResponses(400, 401, 404, 429) },
});

const activationSchema = z.object({ activeVersion: z.number().int().nullable() });
const activateRoute = route({
  method: 'post',
  path: '/{id}/activate',
  summary:
    "Serve a published version's triggers (webhooks, forms, schedules); the latest unless a version is named",
  request: { params: idParam, ...jsonBody(activateSchema) },
  responses: {
    200: jsonContent(activationSchema, 'Active'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});
const deactivateRoute = route({
  method: 'post',
  path: '/{id}/deactivate',
  summary: "Stop serving the workflow's triggers",
  request: { params: idParam },
  responses: { 200: jsonContent(activationSchema, 'Inactive'), ...errorResponses(400, 401, 404, 429) },
});

const runsRoute = route({
  method: 'get',
  path: '/{id}/runs',
  summary: 'The runs of a workflow, newest first, optionally of one status; paged (at most 100 a page)',
  request: { params: idParam, query: runListQuerySchema },
  responses: { 200: jsonContent(runPageSchema, 'Runs'), ...errorResponses(400, 401, 404) },
});
const runRoute = route({
  method: 'get',
  path: '/{id}/runs/{runId}',
  summary: "One run with every step's input, output, error and timings",
  request: { params: idParam.extend({ runId: z.uuid('That is not a run id.') }) },
  responses: { 200: jsonContent(runDetailSchema, 'The run'), ...errorResponses(400, 401, 404) },
});

const importRoute = route({
  method: 'post',
  path: '/import',
  summary: 'Import a workflow file (ours, n8n, Flowise or Dify DSL) as a new workflow, with a report',
  request: jsonBody(importWorkflowSchema),
  responses: {
    201: jsonContent(z.object({ workflow: workflowDetailSchema, report: importReportSchema }), 'Imported'),
    ...errorResponses(400, 401, 429),
  },
});
const convertRoute = route({
  method: 'post',
  path: '/convert',
  summary:
    'Convert a workflow file (ours, n8n, Flowise or Dify DSL) to our document without saving it, with a report (for pasting)',
  request: jsonBody(convertWorkflowSchema),
  responses: {
    200: jsonContent(z.object({ document: workflowDocumentSchema, report: importReportSchema }), 'Converted'),
    ...errorResponses(400, 401, 429),
  },
});
const exportRoute = route({
  method: 'get',
  path: '/{id}/export',
  summary:
    'The draft as our JSON file: name, description, tags and kind, then the document with its schemaVersion and settings (credentials are references, never secrets)',
  request: { params: idParam },
  responses: {
    200: jsonContent(z.object({ name: z.string(), document: z.record(z.string(), z.unknown()) }), 'The file'),
    ...errorResponses(400, 401, 404),
  },
});

const runIdParam = idParam.extend({ runId: z.uuid('That is not a run id.') });
const workflowEventsRoute = route({
  method: 'get',
  path: '/{id}/events',
  summary:
    'Live events of every run of a workflow (server-sent events: run-started, node-started, node-finished, run-finished, heartbeat)',
  request: { params: idParam },
  responses: { 200: eventStreamContent('text/event-stream'), ...errorResponses(400, 401, 404) },
});
const runEventsRoute = route({
  method: 'get',
  path: '/{id}/runs/{runId}/events',
  summary:
    'Live events of one run until it ends (server-sent events); a run that has ended answers its summary and closes',
  request: { params: runIdParam },
  responses: { 200: eventStreamContent('text/event-stream'), ...errorResponses(400, 401, 404) },
});

const catalogueRoute = route({
  method: 'get',
  path: '/node-types',
  summary: 'The node catalogue: every node type with its parameters as JSON Schema (for the builders)',
  responses: {
    200: jsonContent(nodeCatalogueSchema, 'Node types'),
    ...errorResponses(401),
  },
});
const startRunRoute = route({
  method: 'post',
  path: '/{id}/runs',
  summary:
    'Run the draft or a published version now (trigger item, pinned data, one trigger, or partially from a node of a previous run); answers the stored run',
  request: { params: idParam, ...jsonBody(startRunSchema) },
  responses: { 201: jsonContent(runDetailSchema, 'The run'), ...errorResponses(400, 401, 404, 409, 429) },
});
const decideRoute = route({
  method: 'post',
  path: '/{id}/runs/{runId}/decision',
  summary: 'Approve or reject a run that waits for a person; it goes on from its approval node',
  request: { params: runIdParam, ...jsonBody(decideRunSchema) },
  responses: { 200: jsonContent(runDetailSchema, 'The run'), ...errorResponses(400, 401, 404, 409, 429) },
});
const cancelRoute = route({
  method: 'post',
  path: '/{id}/runs/{runId}/cancel',
  summary: 'Cancel a run that is going on or waiting',
  request: { params: runIdParam },
  responses: { 200: jsonContent(runDetailSchema, 'The run'), ...errorResponses(400, 401, 404, 409, 429) },
});
const retryRoute = route({
  method: 'post',
  path: '/{id}/runs/{runId}/retry',
  summary:
    'Run a failed run again from the node that failed; e-mails sent and AIZ paid before are not repeated',
  request: { params: runIdParam },
  responses: { 200: jsonContent(runDetailSchema, 'The run'), ...errorResponses(400, 401, 404, 409, 429) },
});

const listenRoute = route({
  method: 'post',
  path: '/{id}/webhook-test/listen',
  summary:
    "Listen for a test call: the next request to /webhook-test/<path> within 2 minutes runs the draft's webhook",
  request: { params: idParam },
  responses: {
    200: jsonContent(webhookListenSchema, 'Listening'),
    ...errorResponses(400, 401, 404, 409, 429),
  },
});

/** The stream's last event when it fails after the 200. */
const streamError = (): RunEvent => ({
  type: 'error',
  message: 'The live events stopped; reload to see the run.',
});

export function workflowRoutes(deps: AppDeps) {
  const router = createRouter();
  // Before the write limit: previews have their own and must not spend the autosave budget.
  router.route('/', expressionPreviewRoutes(deps));
  const writes = limit({ name: 'workflows:write', by: 'user', rule: WORKFLOW_WRITE_LIMIT });
  router.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', writes);
  const ctx = (c: Parameters<typeof signedInContext>[1]) => signedInContext(deps, c);
  const runCtx = (c: Parameters<typeof signedInContext>[1]) => {
    const signedIn = ctx(c);
    return { ...runEnvOf(deps, { log: signedIn.log, url: c.req.url }), ...signedIn };
  };
  router.route('/', knowledgeRoutes(deps));
  return router
    .openapi(listRoute, async (c) => c.json(await findWorkflows(ctx(c), c.req.valid('query')), 200))
    .openapi(catalogueRoute, async (c) => {
      ctx(c); // signed in, like the rest of the builders' API
      return c.json({ nodeTypes: nodeCatalogue() }, 200);
    })
    .openapi(importRoute, async (c) => c.json(await importWorkflowFile(ctx(c), c.req.valid('json')), 201))
    .openapi(convertRoute, async (c) =>
      c.json(await convertWorkflowText(ctx(c), c.req.valid('json').content), 200),
    )
    .openapi(exportRoute, async (c) => c.json(await exportWorkflowFile(ctx(c), c.req.valid('param').id), 200))
    .openapi(createWorkflowRoute, async (c) => c.json(await createWorkflow(ctx(c), c.req.valid('json')), 201))
    .openapi(getRoute, async (c) => c.json(await getWorkflow(ctx(c), c.req.valid('param').id), 200))
    .openapi(updateRoute, async (c) =>
      c.json(await updateWorkflow(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      const { restorableUntil } = await deleteWorkflow(ctx(c), c.req.valid('param').id);
      return c.json({ success: true as const, restorableUntil }, 200);
    })
    .openapi(undeleteRoute, async (c) => c.json(await restoreWorkflow(ctx(c), c.req.valid('param').id), 200))
    .openapi(duplicateRoute, async (c) =>
      c.json(await duplicateWorkflow(ctx(c), c.req.valid('param').id), 201),
    )
    .openapi(draftRoute, async (c) =>
      c.json(await saveDraft(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(publishRoute, async (c) =>
      c.json(await publishVersion(ctx(c), c.req.valid('param').id, c.req.valid('json').note), 201),
    )
    .openapi(versionsRoute, async (c) =>
      c.json({ versions: await listVersions(ctx(c), c.req.valid('param').id) }, 200),
    )
    .openapi(versionRoute, async (c) => {
      const { id, number } = c.req.valid('param');
      return c.json(await getVersion(ctx(c), id, number), 200);
    })
    .openapi(diffRoute, async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(await diffVersions(ctx(c), c.req.valid('param').id, from, to), 200);
    })
    .openapi(restoreRoute, async (c) => {
      const { id, number } = c.req.valid('param');
      return c.json(await restoreVersion(ctx(c), id, number), 200);
    })
    .openapi(activateRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ activeVersion: await activateWorkflow(ctx(c), id, c.req.valid('json').version) }, 200);
    })
    .openapi(deactivateRoute, async (c) => {
      await deactivateWorkflow(ctx(c), c.req.valid('param').id);
      return c.json({ activeVersion: null }, 200);
    })
    .openapi(startRunRoute, async (c) =>
      c.json(
        await startManualRun(runCtx(c), c.req.valid('param').id, c.req.valid('json'), c.req.raw.signal),
        201,
      ),
    )
    .openapi(decideRoute, async (c) => {
      const { id, runId } = c.req.valid('param');
      return c.json(await decideRun(runCtx(c), id, runId, c.req.valid('json').decision), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const { id, runId } = c.req.valid('param');
      return c.json(await cancelRun(runCtx(c), id, runId), 200);
    })
    .openapi(listenRoute, async (c) => c.json(await listenForTestCall(ctx(c), c.req.valid('param').id), 200))
    .openapi(retryRoute, async (c) => {
      const { id, runId } = c.req.valid('param');
      return c.json(await retryRun(runCtx(c), id, runId), 200);
    })
    .openapi(runsRoute, async (c) =>
      c.json(await listRuns(ctx(c), c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(workflowEventsRoute, async (c) => {
      const source = await workflowEvents(ctx(c), deps.runEvents, c.req.valid('param').id);
      return streamEvents(c, runEventSchema, source, { onError: streamError });
    })
    .openapi(runEventsRoute, async (c) => {
      const { id, runId } = c.req.valid('param');
      const source = await runEvents(ctx(c), deps.runEvents, id, runId);
      return streamEvents(c, runEventSchema, source, { onError: streamError });
    })
    .openapi(runRoute, async (c) => {
      const { id, runId } = c.req.valid('param');
      return c.json(await getRun(ctx(c), id, runId), 200);
    });
}
