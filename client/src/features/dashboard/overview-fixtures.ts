/** Typed answers for the dashboard's overview calls (tests only). */
import { DEFAULT_WIDGET_OPTIONS, type Deployment } from '@common/schemas/deployments';
import type { LedgerFlows } from '@common/schemas/ledger';
import type { Performance, VersionStats } from '@common/schemas/performance';
import type { RecentRun } from '@common/schemas/recent-runs';
import type { WorkflowListItem, WorkflowListPage } from '@common/schemas/workflow-list';

export const WF_ID = '0b9f3c1e-0000-4000-8000-000000000001';
export const AGENT_ID = '0b9f3c1e-0000-4000-8000-000000000002';

export function aWorkflow(overrides: Partial<WorkflowListItem> = {}): WorkflowListItem {
  return {
    id: WF_ID,
    name: 'Invoice sorter',
    description: '',
    tags: [],
    kind: 'workflow',
    revision: 3,
    latestVersion: 1,
    activeVersion: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    status: 'published',
    versionsCount: 1,
    lastRun: null,
    runs24h: 0,
    costUsd24h: 0,
    ...overrides,
  };
}

export const aWorkflowPage = (workflows: WorkflowListItem[], total = workflows.length): WorkflowListPage => ({
  workflows,
  total,
  tags: [],
});

export function aDeployment(overrides: Partial<Deployment> = {}): Deployment {
  const slug = overrides.slug ?? 'invoice-sorter';
  return {
    id: '1c2d3e4f-0000-4000-8000-000000000001',
    slug,
    workflowId: WF_ID,
    workflowName: 'Invoice sorter',
    kind: 'workflow',
    versionNumber: 3,
    latestVersion: 3,
    status: 'active',
    surfaces: ['rest', 'widget', 'openai', 'mcp'],
    price: '0',
    timeoutMs: 30_000,
    widget: DEFAULT_WIDGET_OPTIONS,
    publishableKey: 'aiz_pk_test',
    urls: {
      rest: `/api/run/${slug}`,
      webhook: null,
      webhookTest: null,
      chat: `/chat/${slug}`,
      form: `/form/${slug}`,
      openai: '/v1',
      mcp: `/mcp/${slug}`,
      embed: '<script></script>',
    },
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

const zeroStats = {
  runs: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  successRate: null,
  p50Ms: null,
  p95Ms: null,
  p99Ms: null,
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  ratingsUp: 0,
  ratingsDown: 0,
};

export function aVersionStats(overrides: Partial<VersionStats> = {}): VersionStats {
  return {
    ...zeroStats,
    workflowId: WF_ID,
    workflowName: 'Invoice sorter',
    kind: 'workflow',
    versionNumber: 3,
    lastRunAt: null,
    ...overrides,
  };
}

export const aPerformance = (versions: VersionStats[]): Performance => ({
  range: '24h',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-02T00:00:00.000Z',
  bucketMs: 1_800_000,
  totals: zeroStats,
  versions,
  series: [],
  topErrors: [],
  comparison: null,
});

export function aRecentRun(overrides: Partial<RecentRun> = {}): RecentRun {
  return {
    id: '2d3e4f50-0000-4000-8000-000000000001',
    workflowId: WF_ID,
    workflowName: 'Invoice sorter',
    kind: 'workflow',
    versionNumber: 3,
    trigger: 'deployment:openai',
    status: 'succeeded',
    startedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    durationMs: 2400,
    costUsd: 0.0012,
    ...overrides,
  };
}

export const noFlows: LedgerFlows = { days: 30, earned: [], spent: [], totalEarned: '0', totalSpent: '0' };
