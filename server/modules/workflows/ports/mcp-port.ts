/**
 * Remote MCP servers for the agent's tools, through the MCP SDK's client over Streamable HTTP. Every request
 * goes through the guarded HTTP client (the SSRF guard, timeouts, a size cap), as the HTTP node's do.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpPort } from '../../../engine/nodes/ports';
import type { SafeHttp } from '../../../lib/safe-http';

const MCP_TIMEOUT_MS = 30_000;
const MCP_RESPONSE_MAX = 4 * 1024 * 1024;
/** Statuses whose response has no body: `new Response` refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** The transport's fetch, answered by the guarded client (whole responses: MCP's POST answers end). */
function guardedFetch(http: SafeHttp) {
  return async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const body = init?.body;
    const answer = await http.request({
      method: init?.method ?? 'GET',
      url: String(url),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof body === 'string' ? { body } : {}),
      timeoutMs: MCP_TIMEOUT_MS,
      maxResponseBytes: MCP_RESPONSE_MAX,
      followRedirects: false,
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    // MCP speaks JSON or event-stream text.
    return new Response(NO_BODY.has(answer.status) ? null : new TextDecoder().decode(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

export function workflowMcpPort(http: SafeHttp): McpPort {
  return {
    async open(url, signal) {
      const client = new Client({ name: 'aiz-agent', version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: guardedFetch(http) });
      await client.connect(transport, { signal });
      try {
        const listed = await client.listTools(undefined, { signal });
        return {
          tools: listed.tools.map((t) => ({
            name: t.name,
            description: t.description ?? t.title ?? t.name,
            inputSchema: t.inputSchema as Record<string, unknown>,
          })),
          async call(name, input) {
            const result = await client.callTool({ name, arguments: input }, undefined, { signal });
            const content = Array.isArray(result.content) ? result.content : [];
            const text = content
              .flatMap((part: { type: string; text?: string }) =>
                part.type === 'text' && part.text ? [part.text] : [],
              )
              .join('\n');
            return {
              output: text || JSON.stringify(result.structuredContent ?? content),
              failed: result.isError === true,
            };
          },
          close: () => client.close(),
        };
      } catch (err) {
        await client.close();
        throw err;
      }
    },
  };
}
