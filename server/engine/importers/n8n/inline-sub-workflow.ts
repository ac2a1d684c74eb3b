/**
 * n8n's Execute Workflow with `source: "parameter"`: the workflow to run is written into the node as JSON
 * (`workflowJson`). It is imported like any n8n file and kept in our Execute Workflow node as an inline
 * workflow (`source: "inline"`), started at the node that stood for n8n's Execute Workflow Trigger (or its
 * older Start node) with the caller's items. A workflow that does not import cleanly (unreadable JSON, a
 * node AIZ cannot run, no trigger to start at) makes the node a placeholder that says so.
 */
import type { NodeParameters } from '../../../../common/workflow/document';
import type { ImportResult } from '../import-report';

const START_TYPES = ['n8n-nodes-base.executeWorkflowTrigger', 'n8n-nodes-base.start'];

export type InlineSubWorkflow = { parameters: NodeParameters; warnings: string[] } | { reason: string };

export function inlineSubWorkflow(
  parameters: NodeParameters,
  importN8n: (content: unknown) => ImportResult,
): InlineSubWorkflow {
  const { workflowJson, source: _source, ...rest } = parameters;
  let content: unknown = workflowJson;
  if (typeof workflowJson === 'string') {
    try {
      content = JSON.parse(workflowJson);
    } catch (error) {
      return {
        reason: `the workflow in the parameter "workflowJson" is not JSON (${(error as Error).message})`,
      };
    }
  }
  let imported: ImportResult;
  try {
    imported = importN8n(content);
  } catch (error) {
    return {
      reason: `the workflow in the parameter "workflowJson" could not be imported: ${(error as Error).message}`,
    };
  }
  const { document, report } = imported;
  if (report.placeholders.length > 0) {
    const names = report.placeholders.map((p) => `"${p.name}" (${p.reason})`).join('; ');
    return { reason: `the workflow in the parameter "workflowJson" has nodes AIZ cannot run: ${names}` };
  }
  const nodes = (content as { nodes?: { name?: unknown; type?: unknown }[] }).nodes ?? [];
  const startName = nodes.find((n) => START_TYPES.includes(String(n.type)))?.name;
  const start = document.nodes.find((n) => n.name === startName);
  if (!start) {
    return {
      reason:
        'the workflow in the parameter "workflowJson" has no Execute Workflow Trigger to start at (n8n starts such a workflow there)',
    };
  }
  return {
    parameters: {
      ...rest,
      source: 'inline',
      workflow: { nodes: document.nodes, edges: document.edges, startNodeId: start.id },
    } as NodeParameters,
    warnings: report.warnings.map((w) => `in the workflow kept in the node: ${w}`),
  };
}
