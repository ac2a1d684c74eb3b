/**
 * An installer's own Solara (/deploy/solar-ai-agent): a copy of the Solara workflow owned by the installer,
 * whose Solara node's parameters are their configuration, published and deployed through the deployments
 * service with the chat surfaces and the sites that may embed it. Deploying again publishes the next version
 * of the same copy and rolls the same deployment forward (its key and snippet stay).
 */
import {
  type SolaraConfig,
  type SolaraDeployment,
  type SolaraDeployRequest,
  solaraConfigSchema,
} from '@common/schemas/solara';
import { count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { solarLeads } from '../../../db/schema/solar';
import type { SignedInContext } from '../../../service-context';
import {
  createDeployment,
  type DeploymentRow,
  deploymentsByIds,
  deploymentsOfOwner,
  updateDeployment,
} from '../../deployments';
import { createWorkflow, ownWorkflow, publishedVersion, publishVersion, saveDraft } from '../../workflows';
import { solaraConfigOf, solaraWorkflow } from './solara-workflow';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

/** The surfaces an installer's Solara answers on: the chat on their site, and the hosted chat page. */
const SOLARA_SURFACES = ['widget', 'chat'] as const;

/** The snippet for the installer's page: the Solara chat script, named by the deployment's public key. */
export function solaraEmbedSnippet(origin: string, publishableKey: string): string {
  return `<script src="${origin}/embed/solara.js" data-key="${publishableKey}" async></script>`;
}

const workflowName = (config: SolaraConfig) => `Solara · ${config.brandName}`.slice(0, 120);

async function leadCounts(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: solarLeads.deploymentId, n: count() })
    .from(solarLeads)
    .where(inArray(solarLeads.deploymentId, ids))
    .groupBy(solarLeads.deploymentId);
  return new Map(rows.map((r) => [r.id ?? '', Number(r.n)]));
}

/** The owner's deployments that run a Solara (their published version has Solara's chat and node). */
async function solaraRows(ctx: Ctx): Promise<{ row: DeploymentRow; config: SolaraConfig }[]> {
  const rows = await deploymentsOfOwner(ctx.db, ctx.user.id);
  const found: { row: DeploymentRow; config: SolaraConfig }[] = [];
  for (const row of rows) {
    const version = await publishedVersion(ctx.db, row.workflowId, row.versionNumber);
    const config = solaraConfigOf(version.document);
    if (config) found.push({ row, config });
  }
  return found;
}

function present(
  origin: string,
  row: DeploymentRow,
  config: SolaraConfig,
  leads: Map<string, number>,
): SolaraDeployment {
  return {
    deploymentId: row.id,
    workflowId: row.workflowId,
    slug: row.slug,
    status: row.status,
    versionNumber: row.versionNumber,
    publishableKey: row.publishableKey,
    allowedOrigins: row.widget.allowedOrigins,
    config,
    embedSnippet: solaraEmbedSnippet(origin, row.publishableKey),
    leads: leads.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in installer's Solara deployments, newest first, with their leads. */
export async function mySolaraDeployments(ctx: Ctx, origin: string): Promise<SolaraDeployment[]> {
  const found = await solaraRows(ctx);
  const leads = await leadCounts(
    ctx.db,
    found.map((f) => f.row.id),
  );
  return found.map((f) => present(origin, f.row, f.config, leads));
}

/**
 * Deploys the installer's Solara with `input`: the first time, a copy of the Solara workflow is made, published
 * and deployed; after that the same copy gets the configuration as its next version and the deployment rolls
 * forward to it. The widget's title, greeting and colour follow the brand; its allowed sites are `input`'s.
 */
export async function deploySolara(
  ctx: Ctx,
  origin: string,
  input: SolaraDeployRequest,
): Promise<SolaraDeployment> {
  const config = solaraConfigSchema.parse(input.config);
  const document = solaraWorkflow(config);
  const widget = {
    allowedOrigins: input.allowedOrigins,
    title: config.brandName.slice(0, 60),
    greeting: config.greeting.slice(0, 500),
    accentColor: config.brandColor,
  };
  const [existing] = await solaraRows(ctx);
  let deploymentId: string;
  if (existing) {
    const workflow = await ownWorkflow(ctx.db, ctx.user.id, existing.row.workflowId);
    await saveDraft(ctx, workflow.id, { document, revision: workflow.draftRevision });
    const published = await publishVersion(ctx, workflow.id, 'Solara configuration (deploy page)');
    await updateDeployment(ctx, { origin }, existing.row.id, {
      versionNumber: published.number,
      widget,
      ...(existing.row.status === 'paused' ? { status: 'active' as const } : {}),
    });
    deploymentId = existing.row.id;
  } else {
    const workflow = await createWorkflow(ctx, {
      name: workflowName(config),
      description: 'Your Solara: the solar agent on your site, with your brand, prices, area and hours.',
      tags: ['solar'],
      kind: 'workflow',
      document,
    });
    const published = await publishVersion(ctx, workflow.id, 'Solara configuration (deploy page)');
    const created = await createDeployment(
      ctx,
      { origin },
      {
        workflowId: workflow.id,
        versionNumber: published.number,
        surfaces: [...SOLARA_SURFACES],
        widget,
      },
    );
    deploymentId = created.id;
  }
  const [row] = await deploymentsByIds(ctx.db, [deploymentId]);
  return present(origin, row!, config, await leadCounts(ctx.db, [deploymentId]));
}
