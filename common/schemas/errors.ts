import { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorBody } from '../api-errors';

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** Every non-OK API answer has this body (the OpenAPI document and client parsers use it). */
export const apiErrorBodySchema = z.object({
  error: apiErrorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
}) satisfies z.ZodType<ApiErrorBody>;
