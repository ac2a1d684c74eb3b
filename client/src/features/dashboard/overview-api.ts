/**
 * The dashboard's overview calls: the person's workflows, deployments (with their health from the
 * performance analytics), recent runs and AIZ flows. Answers are cast, not parsed: the dashboard keeps
 * zod out of its chunk (see client/README.md, "parse or cast"); the server validates them on the way out.
 */
import type { Deployment } from '@common/schemas/deployments';
import type { LedgerFlows } from '@common/schemas/ledger';
import type { Performance, VersionStats } from '@common/schemas/performance';
import type { RecentRun } from '@common/schemas/recent-runs';
import type { WorkflowListPage } from '@common/schemas/workflow-list';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export const RECENT_WORKFLOWS = 5;
export const RECENT_RUNS = 8;
export const FLOW_DAYS = 30;

export const overviewKeys = {
  all: ['dashboard'] as const,
  workflows: () => [...overviewKeys.all, 'workflows'] as const,
  deployments: () => [...overviewKeys.all, 'deployments'] as const,
  runs: () => [...overviewKeys.all, 'recent-runs'] as const,
  flows: () => [...overviewKeys.all, 'flows'] as const,
};

export interface WorkflowsOverview {
  /** The most recently changed, newest first. */
  recent: WorkflowListPage['workflows'];
  agents: number;
  workflows: number;
}

export async function fetchWorkflowsOverview(): Promise<WorkflowsOverview> {
  const [all, agents] = await Promise.all([
    apiJson<WorkflowListPage>('GET', `/api/workflows?sort=updated&limit=${RECENT_WORKFLOWS}`),
    apiJson<WorkflowListPage>('GET', '/api/workflows?kind=agent&limit=1'),
  ]);
  return { recent: all.workflows, agents: agents.total, workflows: Math.max(0, all.total - agents.total) };
}

/** A deployment and how its deployed version did over the last 24 hours (null: no runs). */
export interface DeploymentHealth {
  deployment: Deployment;
  stats: VersionStats | null;
}

/** Joins each deployment with the performance row of its workflow and deployed version. */
export function withHealth(deployments: Deployment[], versions: VersionStats[]): DeploymentHealth[] {
  const byVersion = new Map(versions.map((v) => [`${v.workflowId}:${v.versionNumber}`, v]));
  return deployments.map((deployment) => ({
    deployment,
    stats: byVersion.get(`${deployment.workflowId}:${deployment.versionNumber}`) ?? null,
  }));
}

export async function fetchDeploymentsOverview(): Promise<DeploymentHealth[]> {
  const [{ deployments }, performance] = await Promise.all([
    apiJson<{ deployments: Deployment[] }>('GET', '/api/deployments'),
    apiJson<Performance>('GET', '/api/analytics/performance?range=24h'),
  ]);
  return withHealth(deployments, performance.versions);
}

export const useWorkflowsOverview = () =>
  useQuery({ queryKey: overviewKeys.workflows(), queryFn: fetchWorkflowsOverview, staleTime: 0 });

export const useDeploymentsOverview = () =>
  useQuery({ queryKey: overviewKeys.deployments(), queryFn: fetchDeploymentsOverview, staleTime: 0 });

export const useRecentRuns = () =>
  useQuery({
    queryKey: overviewKeys.runs(),
    queryFn: () => apiJson<{ runs: RecentRun[] }>('GET', `/api/runs/recent?limit=${RECENT_RUNS}`),
    staleTime: 0,
  });

export const useLedgerFlows = () =>
  useQuery({
    queryKey: overviewKeys.flows(),
    queryFn: () => apiJson<LedgerFlows>('GET', `/api/ledger/flows?days=${FLOW_DAYS}`),
    staleTime: 0,
  });
