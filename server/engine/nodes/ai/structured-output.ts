/**
 * Structured output: the model is asked for JSON of a JSON Schema; the reply is checked against the schema
 * (zod 4's `z.fromJSONSchema`), and an invalid reply gets one repair attempt that tells the model what was
 * wrong. A reply still invalid after it is refused with the reason.
 */
import { z } from 'zod';
import type { AiAgentMessage, AiGenerateRequest, AiGenerateResult } from '../ports';
import { type AiNodeContext, callModel } from './model-call';

export type JsonSchema = Record<string, unknown>;

/** A schema given as an object or as JSON text (the settings panel and n8n store text). */
export function readJsonSchema(nodeName: string, raw: unknown): JsonSchema {
  let schema = raw;
  if (typeof raw === 'string') {
    try {
      schema = JSON.parse(raw);
    } catch {
      throw new Error(`Node "${nodeName}": the JSON schema is not valid JSON.`);
    }
  }
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    throw new Error(`Node "${nodeName}": the JSON schema must be an object.`);
  return schema as JsonSchema;
}

export function schemaValidator(nodeName: string, schema: JsonSchema): z.ZodType {
  try {
    return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch (err) {
    throw new Error(
      `Node "${nodeName}": the JSON schema cannot be used: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/** The JSON in a reply: the whole text, or inside a ```json fence, which some models add anyway. */
export function jsonOfReply(text: string): { ok: true; value: unknown } | { ok: false } {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  for (const candidate of [text.trim(), fenced?.[1]?.trim()]) {
    if (!candidate) continue;
    try {
      return { ok: true, value: JSON.parse(candidate) };
    } catch {
      // try the next candidate
    }
  }
  return { ok: false };
}

type Checked = { ok: true; value: unknown } | { ok: false; problem: string };

export function checkReply(validator: z.ZodType, result: Pick<AiGenerateResult, 'text' | 'object'>): Checked {
  const parsed =
    result.object !== undefined ? { ok: true as const, value: result.object } : jsonOfReply(result.text);
  if (!parsed.ok) return { ok: false, problem: 'the reply is not JSON' };
  const valid = validator.safeParse(parsed.value);
  if (valid.success) return { ok: true, value: valid.data };
  const problems = valid.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(the whole object)'}: ${issue.message}`);
  return { ok: false, problem: problems.join('; ') };
}

export interface StructuredAnswer {
  value: unknown;
  /** Whether the first reply needed the repair attempt. */
  repaired: boolean;
  last: AiGenerateResult;
}

/** A model's answer as a value of `schema`: at most two calls (the ask, one repair), else an error. */
export async function generateStructured(
  ctx: AiNodeContext,
  request: AiGenerateRequest,
  schema: JsonSchema,
): Promise<StructuredAnswer> {
  const validator = schemaValidator(ctx.node.name, schema);
  const first = await callModel(ctx, { ...request, schema });
  if (first.offline) throw new OfflineAnswerError(ctx.node.name);
  const checked = checkReply(validator, first);
  if (checked.ok) return { value: checked.value, repaired: false, last: first };
  const conversation: AiAgentMessage[] = [
    ...(request.messages ?? [{ role: 'user', content: request.prompt ?? '' }]),
    { role: 'assistant', content: first.text },
    {
      role: 'user',
      content: `Your reply does not match the required JSON schema: ${checked.problem}. Answer again with only a JSON value that matches this schema, and nothing else:\n${JSON.stringify(schema)}`,
    },
  ];
  const { prompt: _prompt, ...rest } = request;
  const second = await callModel(ctx, { ...rest, messages: conversation, schema });
  if (second.offline) throw new OfflineAnswerError(ctx.node.name);
  const again = checkReply(validator, second);
  if (again.ok) return { value: again.value, repaired: true, last: second };
  throw new Error(
    `Node "${ctx.node.name}": the model's reply did not match the JSON schema, even after one repair attempt (${again.problem}).`,
  );
}

/** The offline model answered a call that needs structured output (nodes with an offline method catch it). */
export class OfflineAnswerError extends Error {
  override name = 'OfflineAnswerError';
  constructor(nodeName: string) {
    super(
      `Node "${nodeName}": structured output needs an AI provider, and none is configured or none answered; the offline model answers from the product's help articles only. Add a provider's API key.`,
    );
  }
}
