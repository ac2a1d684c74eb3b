import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { workflowDocumentSchema, workflowItemSchema } from './document';

// The API puts the document in its OpenAPI description; a recursive schema (zod's z.json()) overflowed
// the generator's stack.
describe('the workflow document in the OpenAPI description', () => {
  it('can be described', () => {
    const app = new OpenAPIHono();
    const body = (schema: typeof workflowDocumentSchema | typeof workflowItemSchema) => ({
      body: { content: { 'application/json': { schema } } },
    });
    const ok = { 200: { description: 'ok' } };
    app.openapi(
      createRoute({ method: 'post', path: '/doc', request: body(workflowDocumentSchema), responses: ok }),
      (c) => c.json({}),
    );
    app.openapi(
      createRoute({ method: 'post', path: '/item', request: body(workflowItemSchema), responses: ok }),
      (c) => c.json({}),
    );
    const description = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    expect(Object.keys(description.paths ?? {})).toEqual(['/doc', '/item']);
  });
});
