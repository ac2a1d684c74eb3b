/**
 * The OpenAI-compatible surface of a deployment (issue 11): `POST /v1/chat/completions` and `GET /v1/models`
 * in OpenAI's own shapes, so the official clients talk to a deployment unchanged. The model is the
 * deployment's slug. Fields OpenAI defines that a deployment has no use for (temperature, max_tokens,
 * tools...) are accepted and ignored: the deployment's workflow decides how it answers.
 */
import { z } from 'zod';

/** A message's content: a string, or parts of which the text ones are read (images are not supported). */
const contentSchema = z.union([
  z.string().max(200_000),
  z
    .array(
      z.looseObject({
        type: z.string().max(40),
        text: z.string().max(200_000).optional(),
      }),
    )
    .max(200),
  z.null(),
]);

export const chatMessageSchema = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']),
  content: contentSchema.optional(),
  name: z.string().max(200).optional(),
});
export type ChatCompletionMessage = z.infer<typeof chatMessageSchema>;

export const OPENAI_NO_USER_MESSAGE = 'The messages must end with a user message (the one to answer).';

export const chatCompletionRequestSchema = z.looseObject({
  /** The deployment's slug. */
  model: z.string().min(1, 'Say which model (the deployment’s slug) to call.').max(100),
  messages: z.array(chatMessageSchema).min(1, 'Send at least one message.').max(1000),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
  /** Names the conversation: an agent's memory keeps it under this session (also `X-Session-Id`). */
  user: z.string().max(200).nullish(),
  n: z.number().int().min(1).max(1, 'A deployment gives one answer per request (n = 1).').nullish(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

/** The header that names a conversation when `user` does not. */
export const SESSION_HEADER = 'x-session-id';
export const sessionIdSchema = z.string().min(1).max(200);

export const completionUsageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
});
export type CompletionUsage = z.infer<typeof completionUsageSchema>;

export const chatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal('assistant'), content: z.string(), refusal: z.null() }),
      finish_reason: z.literal('stop'),
      logprobs: z.null(),
    }),
  ),
  usage: completionUsageSchema,
  /** The run this answer came from (not in OpenAI's shape; clients ignore it). */
  run_id: z.string(),
});
export type ChatCompletion = z.infer<typeof chatCompletionSchema>;

export const chatCompletionChunkSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      delta: z.object({ role: z.literal('assistant').optional(), content: z.string().optional() }),
      finish_reason: z.literal('stop').nullable(),
      logprobs: z.null(),
    }),
  ),
  usage: completionUsageSchema.nullable().optional(),
});
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunkSchema>;

export const openAiModelSchema = z.object({
  id: z.string(),
  object: z.literal('model'),
  created: z.number().int(),
  owned_by: z.string(),
});
export const openAiModelListSchema = z.object({
  object: z.literal('list'),
  data: z.array(openAiModelSchema),
});
export type OpenAiModelList = z.infer<typeof openAiModelListSchema>;

/** Every refusal of the surface, in OpenAI's shape (the official clients read `error.code` and `type`). */
export const openAiErrorBodySchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    param: z.string().nullable(),
    code: z.string().nullable(),
  }),
});
export type OpenAiErrorBody = z.infer<typeof openAiErrorBodySchema>;

export const OPENAI_MODEL_NOT_FOUND = (model: string) =>
  `The model '${model}' does not exist: the model is the slug of a deployment your key may call.`;
export const OPENAI_RUN_WAITING =
  'The run is waiting (for a person or a timer) and has no answer yet: this deployment cannot answer a chat completion.';
export const OPENAI_NO_ANSWER = 'The deployment’s run ended without an answer.';
