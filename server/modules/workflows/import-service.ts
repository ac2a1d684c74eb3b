/**
 * Import and export: a file from n8n, Flowise, Dify or ourselves becomes a new workflow (with the
 * importer's report: what was mapped, kept as a placeholder or could not be translated, and the
 * credentials it needs: linked to the importer's own by name, or missing); export is our own JSON with its
 * schema version, its credentials named, never by id and never with a secret.
 */
import type { ImportWorkflowInput, WorkflowDetail } from '@common/schemas/workflows';
import { exportWorkflow, ImportError, type ImportReport, importWorkflow } from '../../engine/importers';
import { Invalid } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { credentialNames } from '../credentials';
import { createWorkflow, getWorkflow } from './workflows-service';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

/** The name a file gives itself (n8n and Dify exports carry one), if any. */
function nameInFile(content: string): string | undefined {
  const match = /"name"\s*:\s*"([^"\n]{1,120})"|^\s*name:\s*(.{1,120})$/m.exec(content);
  return (match?.[1] ?? match?.[2])?.trim() || undefined;
}

/** A file's text as our document with the importer's report; nothing is saved (the canvas pastes it). */
export async function convertWorkflowText(
  ctx: Ctx,
  content: string,
): Promise<ReturnType<typeof importWorkflow>> {
  try {
    return importWorkflow(content, { credentials: await credentialNames(ctx, ctx.user.id) });
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
  const workflow = await createWorkflow(ctx, {
    name: input.name ?? nameInFile(input.content) ?? 'Imported workflow',
    description: `Imported from ${imported.report.format}.`,
    tags: [],
    kind: input.kind,
    document: imported.document,
  });
  return { workflow, report: imported.report };
}

export async function exportWorkflowFile(ctx: Ctx, id: string) {
  const workflow = await getWorkflow(ctx, id);
  return {
    name: workflow.name,
    document: exportWorkflow(workflow.draft, await credentialNames(ctx, ctx.user.id)),
  };
}
