/**
 * The engine's solar port for one conversation: the estimate service, and the leads port bound to the
 * installer Solara works for (the platform's official account, or a deployment's owner) and the deployment.
 */
import type { SolarPort } from '../../../engine/nodes/ports';
import { deploymentOfWorkflow } from '../../deployments';
import { addRunPorts, type RunEnv, type RunPortsProvider, type RunTarget } from '../../workflows';
import { estimate } from '../estimate';
import { type SolaraLeadsCtx, type SolaraLeadsPort, solaraLeadsFor } from './leads-port';

export interface SolaraInstaller {
  ownerId: () => Promise<string>;
  /** The deployment its leads are tagged with; a function when it is looked up only if a lead is saved. */
  deploymentId: string | null | (() => Promise<string | null>);
}

export function solaraSolarPort(
  ctx: SolaraLeadsCtx,
  leads: SolaraLeadsPort,
  installer: SolaraInstaller,
): SolarPort {
  return {
    estimate: async (request) => estimate({ now: ctx.now }, request),
    openSlots: async (range) => leads.openSlots(ctx, await installer.ownerId(), range),
    saveLead: async (lead) =>
      leads.saveLead(ctx, {
        ...lead,
        ownerId: await installer.ownerId(),
        deploymentId:
          typeof installer.deploymentId === 'function'
            ? await installer.deploymentId()
            : installer.deploymentId,
      }),
    bookSlot: async (request) => {
      try {
        const booked = await leads.bookSlot(ctx, { ...request, ownerId: await installer.ownerId() });
        return { booked: true, ...booked };
      } catch (error) {
        if (leads.isSlotTaken(error))
          return { booked: false, taken: true, message: 'Someone booked that time first.' };
        throw error;
      }
    },
  };
}

/**
 * The solar port of an ordinary run of a stored workflow (a copied Solara run from the builder, a webhook or
 * the deployment's widget): the estimate, and the leads service bound to the workflow's owner; leads are tagged
 * with the workflow's deployment when it has one and the run is of a published version (a draft's test run
 * tags none). Added to every run by `installSolarRunPorts` (app.ts, worker.ts).
 */
export function workflowSolarPort(env: RunEnv, target: RunTarget): SolarPort {
  return solaraSolarPort(
    { db: env.db, now: env.now },
    solaraLeadsFor({ db: env.db, log: env.log, mail: env.mail }),
    {
      ownerId: async () => target.workflow.ownerId,
      deploymentId: async () =>
        target.versionNumber === null
          ? null
          : ((await deploymentOfWorkflow(env.db, target.workflow.id))?.id ?? null),
    },
  );
}

const provideSolarPort: RunPortsProvider = (env, target) => ({ solar: workflowSolarPort(env, target) });

/** Gives every workflow run the solar port (once per process; again changes nothing). */
export function installSolarRunPorts(): void {
  addRunPorts(provideSolarPort);
}
