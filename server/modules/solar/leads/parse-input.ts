/**
 * The services check their input themselves: Solara calls them from a workflow run, not through a route,
 * so nothing has validated it yet. A bad input is a 400 with the first issue, never a 500: text PostgreSQL
 * cannot store (NUL, unpaired surrogates) included, as /api's guard refuses it in a body.
 */
import type { z } from 'zod';
import { guardJson } from '../../../http/json-guard';
import { describeIssues, validationMessage } from '../../../http/validation';
import { Invalid } from '../../../lib/errors';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  guardJson(value);
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = describeIssues(parsed.error.issues);
  throw new Invalid(validationMessage(issues), { issues });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An owner id a caller passed: a 400 when it is no id at all (PostgreSQL would fail on it with a 500). */
export function ownerIdOf(id: string): string {
  if (typeof id !== 'string' || !UUID.test(id)) throw new Invalid('That is not a user id.');
  return id;
}

export const isUuid = (id: string) => typeof id === 'string' && UUID.test(id);
