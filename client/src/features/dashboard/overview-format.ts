/** How the dashboard's overview cards write runs, triggers, health and AIZ flows in human words. */

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
  return new Date(time).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "850 ms", "2.4 s", "3 min 5 s"; null (still going, or no figure) as a dash. */
export function formatDuration(ms: number | null): string {
  if (ms === null || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < MINUTE) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ${Math.floor((ms % MINUTE) / 1000)} s`;
  return `${Math.floor(ms / HOUR)} h ${Math.floor((ms % HOUR) / MINUTE)} min`;
}

/** "$0.0012", "$1.25"; no AI cost as "$0". */
export function formatCost(usd: number): string {
  if (!usd) return '$0';
  if (usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
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

const KIND_WORDS: Record<string, string> = {
  signup_bonus: 'Signup bonus',
  transfer: 'Transfers',
  deployment_run: 'Deployment runs',
  platform_fee: 'Platform fees',
  purchase: 'Purchases',
  genesis: 'Genesis',
  stake: 'Staking',
  unstake: 'Unstaking',
  reward: 'Rewards',
  refund: 'Refunds',
};

/** A ledger kind in words: 'deployment_run' → "Deployment runs"; unknown kinds read as their words. */
export function flowKindLabel(kind: string): string {
  return KIND_WORDS[kind] ?? capitalise(kind.replace(/[-_]/g, ' '));
}

export type Health = 'good' | 'fair' | 'poor' | 'none';

/** At least 95 % succeeded is good, 80 % fair, less poor; no finished runs, no verdict. */
export function successHealth(rate: number | null): Health {
  if (rate === null) return 'none';
  return rate >= 0.95 ? 'good' : rate >= 0.8 ? 'fair' : 'poor';
}

/** "100 %", "97.5 %", "—". */
export function formatSuccessRate(rate: number | null): string {
  if (rate === null) return '—';
  const pct = Math.round(rate * 1000) / 10;
  return `${pct} %`;
}
