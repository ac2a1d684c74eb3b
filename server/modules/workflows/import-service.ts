/**
 * Import and export: a file from n8n, Flowise, Dify or ourselves becomes a new workflow (with the
 * importer's report: what was mapped, kept as a placeholder or could not be translated, and the
 * credentials it needs: linked to the importer's own by name, or missing), named, described and tagged as
 * the file says; export is our own JSON with the workflow's name, description, tags and kind, then its
 * document with its schema version, its credentials named, never by id and never with a secret.
 */
import type { ImportWorkflowInput, WorkflowDetail } from '@common/schemas/workflows';
import {
  exportWorkflowFile as exportFile,
  ImportError,
  type ImportReport,
  importWorkflow,
} from '../../engine/importers';
import { NODE_MIGRATIONS } from '../../engine/nodes/node-migrations';
import { Invalid } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { credentialNames } from '../credentials';
import { createWorkflow, getWorkflow } from './workflows-service';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

/** A file's text as our document with the importer's report; nothing is saved (the canvas pastes it). */
export async function convertWorkflowText(
  ctx: Ctx,
  content: string,
): Promise<ReturnType<typeof importWorkflow>> {
  try {
    return importWorkflow(content, {
      credentials: await credentialNames(ctx, ctx.user.id),
      nodeMigrations: NODE_MIGRATIONS,
    });
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    throw new Invalid(error.message, { issues: [{ path: 'content', message: error.message }] });
  }
}

export async function importWorkflowFile(
  ctx: Ctx,
  input: ImportWorkflowInput,
): Promise<{ workflow: WorkflowDetail; report: ImportReport }> {
  const imported = await convertWorkflowText(ctx, input.content);
  const { details } = imported;
  // What the file says of itself (our export's name, description, tags and kind; n8n's name and tags).
  const workflow = await createWorkflow(ctx, {
    name: input.name ?? details.name ?? 'Imported workflow',
    description: details.description ?? `Imported from ${imported.report.format}.`,
    tags: details.tags ?? [],
    kind: input.kind ?? details.kind ?? 'workflow',
    document: imported.document,
  });
  return { workflow, report: imported.report };
}

export async function exportWorkflowFile(ctx: Ctx, id: string) {
  const workflow = await getWorkflow(ctx, id);
  const details = {
    name: workflow.name,
    description: workflow.description,
    tags: workflow.tags,
    kind: workflow.kind,
  };
  return {
    name: workflow.name,
    document: exportFile(details, workflow.draft, await credentialNames(ctx, ctx.user.id)),
  };
}
