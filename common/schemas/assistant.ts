/** Payloads of the assistant widget's calls (SPEC §3 chat message, provider, agent card; §7 calls). */
import { z } from 'zod';
import { PROVIDER_TYPES } from '../ai-providers';

export const MAX_MESSAGE_CHARS = 8000;
export const MAX_HISTORY_MESSAGES = 40;
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export const chatRoleSchema = z.enum(['user', 'assistant']);

export const chatTurnSchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(MAX_MESSAGE_CHARS, `Messages have at most ${MAX_MESSAGE_CHARS} characters.`),
  /** An uploaded file (its URL from /api/ai-assistant/upload) or a camera frame the message refers to. */
  attachments: z
    .array(
      z.object({
        url: z.string().max(500),
        mediaType: z.string().max(100),
        name: z.string().max(255).optional(),
      }),
    )
    .max(4)
    .optional(),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const chatOptionsSchema = z
  .object({
    /** A provider id, or 'auto' / absent for the router's choice. */
    preferredProvider: z.string().max(50).optional(),
    userType: z.string().max(50).optional(),
    currentPage: z.string().max(500).optional(),
    isAuthenticated: z.boolean().optional(),
    user: z.object({ id: z.string().max(100), username: z.string().max(100) }).nullish(),
    pageContext: z.record(z.string().max(100), z.unknown()).optional(),
    subscriptionTier: z.string().max(50).optional(),
    sessionId: z.string().max(200).optional(),
  })
  .default({});

export const chatRequestSchema = z.object({
  messages: z
    .array(chatTurnSchema)
    .min(1, 'Send at least one message.')
    .max(MAX_HISTORY_MESSAGES, `At most ${MAX_HISTORY_MESSAGES} messages of history.`)
    .refine((m) => m.at(-1)?.role === 'user' && m.at(-1)!.content.trim() !== '', {
      message: 'The last message must be a non-empty message from the user.',
    }),
  options: chatOptionsSchema,
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/**
 * SPEC §3 recommended agent card, made from a listed marketplace listing (issue 21 item 7). Every field is
 * there; a figure nothing measured is null (the card says "Not measured"), never a made-up number.
 */
export const recommendedAgentSchema = z.object({
  id: z.string(),
  /** The listing's slug: the card links to /marketplace/{slug}. */
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  /** Mean of the reviews' stars; null without a review. */
  rating: z.number().nullable(),
  /** Copies got (free ones included), as the marketplace's cards count installs. */
  totalSales: z.number(),
  description: z.string(),
  performance: z.object({
    /** % correct on an evaluation set the platform runs; no listing defines one yet, so null. */
    accuracy: z.number().nullable(),
    /** Median run time in ms of the creator's deployment over 30 days; null when not measured. */
    speed: z.number().nullable(),
    /** % thumbs up on its chat answers over 30 days; null without a rating. */
    satisfaction: z.number().nullable(),
  }),
  achievements: z.array(z.string()),
  valueProposition: z.string(),
  recommendationReason: z.string(),
  creator: z.object({ name: z.string(), avatar: z.string().nullable() }),
  price: z.number(),
});
export type RecommendedAgent = z.infer<typeof recommendedAgentSchema>;

export const chatResponseSchema = z.object({
  messageId: z.string(),
  content: z.string(),
  suggestions: z.array(z.string()),
  recommendedAgents: z.array(recommendedAgentSchema),
  /** The provider id that answered, e.g. 'openai' or 'offline'. */
  provider: z.string(),
  providerName: z.string(),
  /** True when the offline assistant (retrieval over help articles, not an AI model) answered. */
  offline: z.boolean(),
  metrics: z.object({ responseTime: z.number() }),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * Server-sent events of POST /api/ai/enhanced/chat/stream, in order: one `meta`, any number of
 * `delta`, then `done` or `error`.
 */
export const chatStreamMetaSchema = chatResponseSchema.pick({
  messageId: true,
  provider: true,
  providerName: true,
  offline: true,
});
export const chatStreamDeltaSchema = z.object({ text: z.string() });
export const chatStreamDoneSchema = chatResponseSchema.pick({
  suggestions: true,
  recommendedAgents: true,
  metrics: true,
});
export const chatStreamErrorSchema = z.object({ message: z.string() });

/**
 * The stream's contract, one union for both sides: on the wire each event is `event: <type>` with the
 * other fields as its `data:` JSON (server/http/sse.ts writes it, the client's streamChat reads it).
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  chatStreamMetaSchema.extend({ type: z.literal('meta') }),
  chatStreamDeltaSchema.extend({ type: z.literal('delta') }),
  chatStreamDoneSchema.extend({ type: z.literal('done') }),
  chatStreamErrorSchema.extend({ type: z.literal('error') }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
/** The `data:` of the event named T. */
export type ChatStreamData<T extends ChatStreamEvent['type']> = Omit<
  Extract<ChatStreamEvent, { type: T }>,
  'type'
>;

const capabilitiesSchema = z.object({
  streaming: z.boolean(),
  functionCalling: z.boolean(),
  codeGeneration: z.boolean(),
  imageAnalysis: z.boolean(),
});

/** SPEC §3 AI provider, plus what the providers page shows. */
export const providerStatSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PROVIDER_TYPES),
  model: z.string(),
  isHealthy: z.boolean(),
  successRate: z.number().min(0).max(1),
  responseTime: z.number(),
  costPerToken: z.number(),
  priority: z.number(),
  enabled: z.boolean(),
  capabilities: capabilitiesSchema,
  inputs: z.object({
    image: z.boolean(),
    pdf: z.boolean(),
    audio: z.boolean(),
    video: z.boolean(),
    transcription: z.boolean(),
  }),
  calls: z.number(),
  costUsd: z.number(),
  /** Why the router stopped using it (401/402/403), until an admin re-enables it. */
  misconfigured: z.string().nullable(),
  cooldownMs: z.number(),
  lastError: z.string().nullable(),
});
export type ProviderStat = z.infer<typeof providerStatSchema>;

export const providerStatsResponseSchema = z.object({
  success: z.literal(true),
  providers: z.array(providerStatSchema),
});

export const providerSettingsSchema = z.object({
  /** Provider ids in the order to try them (first = priority 1). */
  order: z.array(z.string().max(50)).max(20).optional(),
  enabled: z.record(z.string().max(50), z.boolean()).optional(),
});

export const rateMessageSchema = z.object({
  messageId: z.string().min(1).max(100),
  rating: z.enum(['positive', 'negative']).nullable(),
  sessionId: z.string().min(1).max(200),
});

/** A stored message of a signed-in user's conversation (GET /api/ai-assistant/history). */
export const historyMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  provider: z.string().nullable(),
  responseTime: z.number().nullable(),
  timestamp: z.string(),
  /** The user's own latest rating of this answer, from any of their chat sessions. */
  userRating: z.enum(['positive', 'negative']).nullable(),
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;
export const historyResponseSchema = z.object({ messages: z.array(historyMessageSchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const uploadResponseSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number(),
  mediaType: z.string(),
});

export const voiceResponseSchema = z.object({ transcription: z.string(), provider: z.string() });
