/** Shared by the CRM's API tests: a team (owner, setter, closer, manager, stranger) and request helpers. */
import type { CrmPipeline } from '@common/schemas/solar-crm';
import type { CrmRole } from '@common/schemas/solar-crm-roles';
import { expect } from 'vitest';
import type { ServiceContext } from '../../../service-context';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';

export const crmCtx = (t: TestApp): ServiceContext => ({
  db: t.database.db,
  now: t.deps.now,
  user: null,
  log: t.deps.logger,
});

export interface CrmTeam {
  owner: SignedInUser;
  setter: SignedInUser;
  closer: SignedInUser;
  manager: SignedInUser;
  stranger: SignedInUser;
  /** A path in the owner's workspace: /api/solar/crm + path + workspace=. */
  url(path: string): string;
  /** The request as `who`, answering the JSON body after checking the status. */
  call<T = unknown>(
    who: SignedInUser,
    method: string,
    path: string,
    body?: unknown,
    status?: number,
  ): Promise<T>;
}

let teams = 0;

export async function crmTeam(t: TestApp): Promise<CrmTeam> {
  teams += 1;
  const make = (name: string) => createSignedInUser(t, { username: `crm${teams}-${name}` });
  const owner = await make('owner');
  const url = (path: string) =>
    `/api/solar/crm${path}${path.includes('?') ? '&' : '?'}workspace=${owner.user.id}`;
  const call = async <T>(who: SignedInUser, method: string, path: string, body?: unknown, status = 200) => {
    const res = await who.request(method, url(path), body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const team = { owner, url, call } as CrmTeam;
  for (const role of ['setter', 'closer', 'manager'] as const satisfies readonly CrmRole[]) {
    const user = await make(role);
    await call(owner, 'POST', '/members', { email: user.user.email, role }, 201);
    team[role] = user;
  }
  team.stranger = await make('stranger');
  return team;
}

export async function pipelinesOf(team: CrmTeam): Promise<CrmPipeline[]> {
  return (await team.call<{ pipelines: CrmPipeline[] }>(team.owner, 'GET', '/pipelines')).pipelines;
}

/** A stage of the first pipeline by name. */
export function stageNamed(pipeline: CrmPipeline, name: string): string {
  const stage = pipeline.stages.find((s) => s.name === name);
  if (!stage) throw new Error(`no stage ${name}`);
  return stage.id;
}
