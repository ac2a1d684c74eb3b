/**
 * The builders' live preview of one expression (issue 10): the parameter string as typed, the upstream
 * items it reads as `$json`/`$input`, and other nodes' outputs for `$('Name')` / `$node["Name"]`.
 */
import { z } from 'zod';

/** The body cap of a preview request: a sample of upstream items, not a whole run. */
export const EXPRESSION_PREVIEW_MAX_BYTES = 256 * 1024;
export const EXPRESSION_PREVIEW_MAX_ITEMS = 1000;
/** A longer answer is cut (and marked `truncated`): the preview shows a glimpse, not the data. */
export const EXPRESSION_PREVIEW_MAX_VALUE_CHARS = 20_000;

const previewItemSchema = z.object({
  json: z.record(z.string(), z.unknown(), 'Each item needs a "json" object.'),
  binary: z.record(z.string(), z.unknown()).optional(),
});

export const expressionPreviewSchema = z.object({
  expression: z
    .string('Give the expression to preview.')
    .max(10_000, 'The expression is too long to preview (10,000 characters at most).'),
  items: z
    .array(previewItemSchema)
    .max(EXPRESSION_PREVIEW_MAX_ITEMS, `At most ${EXPRESSION_PREVIEW_MAX_ITEMS} items can be previewed.`)
    .default([]),
  /** Which item `$json` is (n8n previews the first). */
  itemIndex: z.number().int().min(0).default(0),
  /** First output of other nodes, by node name. */
  nodeOutputs: z
    .record(
      z.string().min(1).max(200),
      z.array(previewItemSchema).max(EXPRESSION_PREVIEW_MAX_ITEMS, 'Too many items for one node.'),
    )
    .optional(),
});
export type ExpressionPreviewInput = z.input<typeof expressionPreviewSchema>;

export const expressionPreviewResultSchema = z.union([
  z.object({
    /** The value as JSON (undefined reads as null; see `type`). */
    value: z.unknown(),
    /** `string`, `number`, `boolean`, `null`, `undefined`, `array`, `object` or `DateTime`. */
    type: z.string(),
    truncated: z.boolean().optional(),
  }),
  z.object({
    error: z.string(),
    /** The sandbox's kind: syntax, runtime, timeout, memory or stack. */
    kind: z.string(),
  }),
]);
export type ExpressionPreviewResult = z.infer<typeof expressionPreviewResultSchema>;
