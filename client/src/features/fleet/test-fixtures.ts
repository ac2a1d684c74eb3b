/** Fixtures of the fleet's component tests (typed by the shared schemas). */
import type { Deployment } from '@common/schemas/deployments';
import type { FleetDeployment } from '@common/schemas/fleet';

export const DEPLOYMENT_ID = '0b6a3c1e-0000-4000-8000-0000000000d1';
export const WORKFLOW_ID = '0b6a3c1e-0000-4000-8000-0000000000f1';

export function aDeployment(overrides: Partial<Deployment> = {}): Deployment {
  const origin = 'https://aiz.example.com';
  return {
    id: DEPLOYMENT_ID,
    slug: 'greeter-bot',
    workflowId: WORKFLOW_ID,
    workflowName: 'Greeter Bot',
    kind: 'workflow',
    versionNumber: 2,
    latestVersion: 2,
    status: 'active',
    surfaces: ['rest', 'widget', 'chat', 'form', 'openai', 'mcp'],
    price: '0',
    timeoutMs: 30_000,
    widget: {
      allowedOrigins: [],
      theme: 'auto',
      title: 'Greeter Bot',
      greeting: 'Hi!',
      accentColor: '#7c3aed',
      position: 'right',
    },
    publishableKey: 'aiz_pk_publishable123',
    urls: {
      rest: `${origin}/api/run/greeter-bot`,
      webhook: null,
      webhookTest: null,
      chat: `${origin}/d/greeter-bot/chat`,
      form: `${origin}/d/greeter-bot/form`,
      openai: `${origin}/v1`,
      mcp: `${origin}/mcp/greeter-bot`,
      embed: `${origin}/embed.js`,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aFleetDeployment(overrides: Partial<FleetDeployment> = {}): FleetDeployment {
  return {
    ...aDeployment(),
    stats: {
      runsSeries: Array.from({ length: 60 }, (_, i) => (i % 7 === 0 ? 2 : 0)),
      runsLastHour: 18,
      runsPerMinute: 0.4,
      errorRate: 0.125,
      p50Ms: 120,
      p95Ms: 840,
      runsToday: 40,
      costTodayUsd: 0.42,
      earnedToday: '0',
      lastRunAt: '2026-01-01T00:00:00.000Z',
    },
    ...overrides,
  };
}
