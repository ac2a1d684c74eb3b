/**
 * How runs read wherever they are listed (the executions, a run's detail, the dashboard): relative times,
 * durations and what started a run, in words.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date; `now` is injected for tests. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '—';
  const ago = now - time;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 30 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "850 ms", "2.4 s", "3 min 5 s", "1 h 2 min"; null (still going) as a dash. */
export function formatDuration(ms: number | null): string {
  if (ms === null || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < MINUTE) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ${Math.floor((ms % MINUTE) / 1000)} s`;
  return `${Math.floor(ms / HOUR)} h ${Math.floor((ms % HOUR) / MINUTE)} min`;
}

const SURFACE_WORDS: Record<string, string> = {
  rest: 'API',
  webhook: 'Webhook',
  schedule: 'Schedule',
  widget: 'Chat widget',
  chat: 'Chat page',
  form: 'Form',
  openai: 'OpenAI API',
  mcp: 'MCP',
};

const TRIGGER_WORDS: Record<string, string> = {
  manual: 'Manual',
  webhook: 'Webhook',
  schedule: 'Schedule',
  'sub-workflow': 'Sub-workflow',
  test: 'Test',
  chat: 'Chat',
  form: 'Form',
  api: 'API',
  error: 'Error workflow',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What started a run, in words: 'manual' → "Manual", 'deployment:openai' → "OpenAI API". */
export function triggerLabel(trigger: string): string {
  if (trigger.startsWith('deployment:')) {
    const surface = trigger.slice('deployment:'.length);
    return SURFACE_WORDS[surface] ?? capitalise(surface.replace(/[-_]/g, ' '));
  }
  return TRIGGER_WORDS[trigger] ?? capitalise(trigger.replace(/[-_]/g, ' '));
}
