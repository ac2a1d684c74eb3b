import { apiErrorBodySchema } from '@common/schemas/errors';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { errorBody } from './errors';
import { jsonContent } from './openapi';
import { describeIssues, validationMessage } from './validation';

/** A module router whose request validation failures answer 400 in the shared error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = describeIssues(result.error.issues);
        return c.json(errorBody('validation_failed', validationMessage(issues), { issues }), 400);
      }
    },
  });
}

/** OpenAPI response entries for the shared error body. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, jsonContent(apiErrorBodySchema, 'Error')]));
}
