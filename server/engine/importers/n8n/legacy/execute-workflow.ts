/**
 * n8n's Execute Workflow can run a workflow written into the node itself (`source: "parameter"`, its JSON
 * in `workflowJson`: the n8n importer imports it and keeps it in our node, ../inline-sub-workflow.ts), read
 * from a file or fetched from a URL. AIZ does not read workflows from files or URLs, so those sources
 * import as placeholders saying so (save the sub-workflow and call it); a stored one ("database") keeps its
 * parameters. Called on its own, this still refuses "parameter", which needs the importer.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

const SOURCES: Readonly<Record<string, string>> = {
  parameter: 'a workflow given as JSON in the node',
  localFile: 'a workflow read from a file',
  url: 'a workflow fetched from a URL',
};

export function translateExecuteWorkflow(parameters: NodeParameters): LegacyTranslation {
  const source = typeof parameters.source === 'string' ? parameters.source : 'database';
  const what = SOURCES[source];
  if (what) {
    return {
      reason: `Execute Workflow runs ${what} (parameter "source": "${source}"); AIZ runs only its own saved workflows: import it as a workflow and choose it here`,
    };
  }
  return { type: 'execute-workflow', parameters };
}
