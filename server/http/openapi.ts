/**
 * OpenAPI pieces for createRoute(): every module describes JSON requests and answers with these, so
 * the document stays uniform and no module keeps its own copy.
 */
import { z } from '@hono/zod-openapi';

/** A JSON response entry: `responses: { 200: jsonContent(schema, 'What it is') }`. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body: `request: jsonBody(schema)` (spread it beside `headers` or `query`). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** A server-sent events response (see streamEvents() in sse.ts; the events' contract lives in common/). */
export const eventStreamContent = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string() } },
});
