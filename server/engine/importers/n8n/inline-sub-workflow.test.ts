import { describe, expect, it } from 'vitest';
import { importN8n } from './import-n8n';

const trigger = {
  id: 't',
  name: 'Start here',
  type: 'n8n-nodes-base.executeWorkflowTrigger',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};
const noOp = {
  id: 'n',
  name: 'Pass',
  type: 'n8n-nodes-base.noOp',
  typeVersion: 1,
  position: [200, 0],
  parameters: {},
};

const caller = (workflowJson: unknown) => ({
  nodes: [
    {
      id: 'c',
      name: 'Call',
      type: 'n8n-nodes-base.executeWorkflow',
      typeVersion: 1,
      position: [0, 0],
      parameters: { source: 'parameter', workflowJson },
    },
  ],
  connections: {},
});

describe('Execute Workflow with its workflow written into the node', () => {
  it('imports that workflow too and keeps it in our node, started at its trigger', () => {
    const inner = {
      nodes: [trigger, noOp],
      connections: { 'Start here': { main: [[{ node: 'Pass', type: 'main', index: 0 }]] } },
    };
    const { document, report } = importN8n(caller(JSON.stringify(inner)));
    expect(report.placeholders).toEqual([]);
    const node = document.nodes[0]!;
    expect(node.type).toBe('execute-workflow');
    const workflow = node.parameters?.workflow as {
      nodes: { id: string; type: string }[];
      startNodeId: string;
      edges: unknown[];
    };
    expect(node.parameters?.source).toBe('inline');
    expect(workflow.nodes.map((n) => n.type)).toEqual(['manual-trigger', 'no-op']);
    expect(workflow.nodes.find((n) => n.id === workflow.startNodeId)?.type).toBe('manual-trigger');
    expect(workflow.edges).toHaveLength(1);
  });

  it('is a placeholder naming the parameter when that workflow cannot run here', () => {
    const reasonOf = (workflowJson: unknown) =>
      importN8n(caller(workflowJson)).report.placeholders[0]?.reason;
    expect(reasonOf('{ not json')).toContain('"workflowJson" is not JSON');
    expect(reasonOf(JSON.stringify({ nodes: [noOp], connections: {} }))).toContain(
      'no Execute Workflow Trigger',
    );
    const odd = { ...noOp, name: 'Odd', type: 'n8n-nodes-base.somethingUnknown' };
    expect(reasonOf(JSON.stringify({ nodes: [trigger, odd], connections: {} }))).toContain('"Odd"');
  });
});
