/** The solar nodes read their request from the item (a tool call's arguments); a bad one names the field. */
import type { z } from 'zod';

export function solarRequestOf<S extends z.ZodType>(nodeName: string, schema: S, json: unknown): z.output<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new Error(`Node "${nodeName}": ${where}${issue?.message ?? 'the request is not valid'}`);
}
