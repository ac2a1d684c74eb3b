/**
 * The chat widget (`/embed.js`), the hosted chat page and the hosted form page of a deployment (issue 11).
 * Their API lives under `/embed/*`, outside `/api`: it is called from other sites' pages, named by the
 * deployment's publishable key (`?key=aiz_pk_...`) and allowed by the `Origin` the browser sends.
 */
import { z } from 'zod';
import { type FORM_FIELD_TYPES, formFieldSchema } from './webhooks';

export const WIDGET_KEY_INVALID = 'This chat widget key is not valid. Copy the embed snippet again.';
/** A request that names no web site (no `Origin` a browser would send, or `null`). */
export const WIDGET_ORIGIN_REFUSED =
  'This site is not allowed to use this chat. Its owner can add the site to the allowed sites.';
/**
 * A page of a site the owner left off the allowed sites: readable by that page (the refusal carries CORS for
 * it, nothing else does), so the widget shows it in the page instead of a console-only CORS error.
 */
export function widgetSiteRefused(origin: string): string {
  return `This chat is not available on ${origin}: its owner limited it to other sites. The owner can add ${origin} to the allowed sites (Fleet, Settings).`;
}
export const WIDGET_RATED_ALREADY = 'This answer was rated already.';
export const WIDGET_RUN_NOT_FOUND = 'There is no answer with that id to rate.';
export const WIDGET_RATE_LIMITED = 'Too many messages. Please wait a moment and try again.';
/** Said in the stream when the run ends without an answer. */
export const WIDGET_NO_ANSWER = 'Sorry, no answer came back. Please try again.';

export const WIDGET_MESSAGE_MAX = 4000;
/** Messages a minute from one visitor (IP): a person types slower than this. */
export const WIDGET_MESSAGES_PER_VISITOR_MINUTE = 20;
/** Messages a minute to one deployment from everyone: bounds what a public page can make its agent do. */
export const WIDGET_MESSAGES_PER_DEPLOYMENT_MINUTE = 300;

export const publishableKeyQuerySchema = z.object({
  key: z
    .string()
    .max(100)
    .regex(/^aiz_pk_[A-Za-z0-9_-]{8,80}$/, WIDGET_KEY_INVALID),
});

/** What the widget and the hosted pages show before the first message. */
export const widgetConfigSchema = z.object({
  slug: z.string(),
  title: z.string(),
  greeting: z.string(),
  theme: z.enum(['light', 'dark', 'auto']),
  accentColor: z.string(),
  position: z.enum(['right', 'left']),
  /** Messages a person can send with one click (the agent's conversation starters). */
  starters: z.array(z.string()),
  /** The hosted chat page (the iframe fallback loads it with `?embed=1`). */
  chatUrl: z.string(),
  formUrl: z.string(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

export const sessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'A session id is 8 to 100 letters, digits, dashes or underscores.');

export const widgetChatRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .max(WIDGET_MESSAGE_MAX, `A message has at most ${WIDGET_MESSAGE_MAX} characters.`),
  sessionId: sessionIdSchema.optional(),
});
export type WidgetChatRequest = z.infer<typeof widgetChatRequestSchema>;

/** The answer's stream: the run starting, its text as it comes, then the whole answer (or an error). */
export const widgetChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), runId: z.string(), sessionId: z.string() }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('final'), runId: z.string(), sessionId: z.string(), output: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type WidgetChatEvent = z.infer<typeof widgetChatEventSchema>;

export const widgetRateRequestSchema = z.strictObject({
  runId: z.uuid('That is not an answer id.'),
  rating: z.union([z.literal(1), z.literal(-1)], { error: 'A rating is 1 (up) or -1 (down).' }),
});
export type WidgetRateRequest = z.infer<typeof widgetRateRequestSchema>;

/** The hosted form: the form trigger's fields, or one "message" text area when the workflow has none. */
export const widgetFormSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  fields: z.array(formFieldSchema),
  submitLabel: z.string(),
});
export type WidgetForm = z.infer<typeof widgetFormSchema>;

export const DEFAULT_FORM_FIELD = {
  label: 'message',
  type: 'textarea' as (typeof FORM_FIELD_TYPES)[number],
  required: true,
  options: [],
  placeholder: 'Your message',
};

export const widgetFormResultSchema = z.object({
  runId: z.string(),
  status: z.enum(['running', 'succeeded', 'failed', 'cancelled', 'waiting']),
  /** The run's output as text to show (an agent's answer, or JSON). */
  text: z.string().nullable(),
  output: z.unknown().nullable(),
  error: z.string().nullable(),
});
export type WidgetFormResult = z.infer<typeof widgetFormResultSchema>;
