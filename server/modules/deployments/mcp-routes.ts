/**
 * The MCP server surface, mounted at /mcp: `/mcp/{slug}` speaks Streamable HTTP (stateless: a server and a
 * transport per request, JSON answers) with an API key as the bearer token. It offers the deployment's
 * workflow as one tool; calling it runs the deployment (surface `mcp`) and answers its output as text
 * (`isError` when the run failed). Refusals before MCP begins (key, paused, unknown slug) answer the HTTP
 * status with a JSON-RPC error body, which the SDK clients report with the status and the message.
 */
import { API_KEY_MISSING, DEPLOYMENT_NOT_FOUND, SURFACE_DISABLED } from '@common/schemas/deployments';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from '../../deps';
import { jsonBodyLimit } from '../../http/body-limit';
import type { AppEnv } from '../../http/context';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/errors';
import { guardJsonBody, jsonBodiesOnly } from '../../http/json-guard';
import { isConnectionFailure } from '../../lib/connection-failure';
import { Forbidden, NotFound, ServiceError, Unauthorized } from '../../lib/errors';
import { publishedVersion, runEnvOf, workflowBasics } from '../workflows';
import type { DeploymentRow } from './deployments-service';
import { DeploymentPaused } from './errors';
import { invokeDeployment } from './invoke';
import { mcpToolOf, toolText } from './mcp-tool';
import { outputOf } from './run-result';
import { type Caller, callerOf, liveDeployment } from './surface-auth';

export const MCP_STATELESS = 'This MCP server is stateless: send JSON-RPC messages with POST.';
export const MCP_BAD_JSON = 'The body is not JSON: send JSON-RPC messages.';
const SERVER_ERROR = -32000;

function rpcError(c: Context<AppEnv>, status: ContentfulStatusCode, code: number, message: string) {
  return c.json({ jsonrpc: '2.0' as const, error: { code, message }, id: null }, status);
}

/** The `tools/call` messages of a body (one message or a batch): they start runs, counted in the quota. */
function callsATool(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some(
    (m) => m && typeof m === 'object' && (m as { method?: unknown }).method === 'tools/call',
  );
}

/** One request's MCP server: the deployment's tool, run for `caller`. */
async function serverFor(
  deps: AppDeps,
  c: Context<AppEnv>,
  deployment: DeploymentRow,
  caller: Caller,
): Promise<Server> {
  const db = deps.database.db;
  const [version, workflow] = await Promise.all([
    publishedVersion(db, deployment.workflowId, deployment.versionNumber),
    workflowBasics(db, deployment.workflowId),
  ]);
  if (!workflow) throw new NotFound(DEPLOYMENT_NOT_FOUND);
  const tool = mcpToolOf(deployment.slug, workflow, version.document);
  const server = new Server(
    { name: deployment.slug, title: workflow.name, version: String(version.number) },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    if (request.params.name !== tool.name) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `There is no tool "${request.params.name}": call "${tool.name}".`,
      );
    }
    const args = request.params.arguments ?? {};
    if (tool.chat && (typeof args.message !== 'string' || !args.message.trim())) {
      return {
        content: [{ type: 'text', text: 'Send the message to the agent as "message".' }],
        isError: true,
      };
    }
    const env = runEnvOf(deps, { log: c.get('log') ?? deps.logger, url: c.req.url });
    try {
      const invoked = await invokeDeployment(env, {
        deployment,
        surface: 'mcp',
        input: args,
        apiKeyId: caller.apiKeyId,
        callerId: caller.userId,
        // The client cancelling the request, or its connection closing, cancels the run.
        signal: AbortSignal.any([extra.signal, c.req.raw.signal]),
      });
      const record = await invoked.done.catch(() => null);
      if (record?.status !== 'succeeded') {
        const why =
          record?.status === 'waiting'
            ? 'The run is waiting (for a person or a timer) and has no output yet.'
            : (record?.error?.message ?? 'The run failed.');
        return { content: [{ type: 'text', text: why }], isError: true };
      }
      return { content: [{ type: 'text', text: toolText(outputOf(record.result), tool.chat) }] };
    } catch (err) {
      // Paid and refused, paused since: the caller (a model, often) reads why.
      if (err instanceof ServiceError)
        return { content: [{ type: 'text', text: err.message }], isError: true };
      throw err;
    }
  });
  return server;
}

export function mcpRoutes(deps: AppDeps) {
  const router = new OpenAPIHono<AppEnv>();
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/{slug}',
    tags: ['MCP'],
    summary: 'The deployment as an MCP server (Streamable HTTP, stateless) offering its workflow as one tool',
    description:
      'JSON-RPC over Streamable HTTP with an API key as the bearer token (surface `mcp`). `tools/list` answers one tool named after the slug; `tools/call` runs the deployment and answers its output as text.',
    request: { params: z.object({ slug: z.string() }) },
    responses: {
      200: { description: 'JSON-RPC answers' },
      401: { description: 'No API key, or one that is not valid' },
      403: { description: 'The key may not call this deployment over MCP' },
      404: { description: 'No such deployment' },
      429: { description: 'The key’s rate limit or quota' },
      503: { description: 'The deployment is paused' },
    },
  });
  router.onError((err, c) => {
    if (err instanceof ServiceError) {
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
      return rpcError(c, err.status, SERVER_ERROR, err.message);
    }
    if (isConnectionFailure(err)) {
      c.get('log')?.warn('database unreachable', { err, requestId: c.get('requestId'), path: c.req.path });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return rpcError(
        c,
        503,
        SERVER_ERROR,
        'The service is briefly unavailable. Please try again in a few seconds.',
      );
    }
    c.get('log')?.error('unhandled error', { err, requestId: c.get('requestId'), path: c.req.path });
    return rpcError(c, 500, ErrorCode.InternalError, 'Something went wrong on our side. Please try again.');
  });
  // A body that is not JSON is 415 before anything reads it (it was a 500 on /v1, F6).
  router.use('*', jsonBodiesOnly());
  router.use('*', jsonBodyLimit());
  router.use('*', guardJsonBody());

  router.all('/:slug', async (c) => {
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return rpcError(c, 405, ErrorCode.ConnectionClosed, MCP_STATELESS);
    }
    const db = deps.database.db;
    // Refused before the slug is looked up: no probing of names without a key.
    if (!c.req.header('authorization')) throw new Unauthorized(API_KEY_MISSING);
    const deployment = await liveDeployment(db, c.req.param('slug'));
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return rpcError(c, 400, ErrorCode.ParseError, MCP_BAD_JSON);
    }
    const caller = await callerOf(c, db, deps.now(), deployment, 'mcp', { startsRun: callsATool(body) });
    if (deployment.status === 'paused') throw new DeploymentPaused();
    if (!deployment.surfaces.includes('mcp')) throw new Forbidden(SURFACE_DISABLED);
    const server = await serverFor(deps, c, deployment, caller);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      return await transport.handleRequest(c.req.raw, { parsedBody: body });
    } finally {
      void server.close().catch(() => {});
    }
  });
  return router;
}
