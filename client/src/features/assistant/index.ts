/**
 * The assistant feature's public surface: the floating widget (its panel loads lazily). See README.md
 * in this folder for how the feature is organised.
 */
export { AssistantWidget } from './assistant-widget';
/** The one SSE parser for POST streams (the agent wizard's test chat reads its stream with it too). */
export { createSseParser, type SseEvent } from './chat/sse-parser';
/** The safe markdown renderer of the assistant's answers (links stay on this site or open safely). */
export { Markdown } from './markdown/markdown';
