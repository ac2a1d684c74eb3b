import { describe, expect, it } from 'vitest';
import type { SubWorkflowPort } from '../ports';
import { items, runNode } from '../testing';
import { executeWorkflowNode } from './definition';

type Request = Parameters<SubWorkflowPort['execute']>[0];

function fakeWorkflows() {
  const requests: Request[] = [];
  const port: SubWorkflowPort = {
    async execute(request) {
      requests.push(request);
      return request.waitForCompletion
        ? { runId: 'child-1', status: 'succeeded', items: [{ json: { total: request.items.length } }] }
        : { runId: 'child-1', status: 'running', items: [] };
    },
  };
  return { port, requests };
}

describe('execute-workflow', () => {
  it("runs the child once with all items and outputs the child's last items", async () => {
    const workflows = fakeWorkflows();
    const result = await runNode(executeWorkflowNode, [items({ a: 1 }, { a: 2 })], {
      parameters: { workflowId: 'wf-2', source: 'draft' },
      ports: { workflows: workflows.port },
    });
    expect(result).toEqual([[{ json: { total: 2 } }]]);
    expect(workflows.requests).toEqual([
      {
        workflowId: 'wf-2',
        source: 'draft',
        items: [{ json: { a: 1 } }, { json: { a: 2 } }],
        waitForCompletion: true,
        parent: { runId: 'run-1', nodeId: 'n1' },
        idempotencyKey: 'wf:run-1:n1:0:0',
      },
    ]);
  });

  it('passes the items through with the child run id when it does not wait', async () => {
    const workflows = fakeWorkflows();
    const result = await runNode(executeWorkflowNode, [items({ a: 1 })], {
      parameters: { workflowId: 'wf-2', waitForCompletion: false },
      ports: { workflows: workflows.port },
    });
    expect(result).toEqual([[{ json: { a: 1, subWorkflow: { runId: 'child-1', status: 'running' } } }]]);
    expect(workflows.requests[0]).toMatchObject({ source: 'published', waitForCompletion: false });
  });

  it('asks for a workflow, and says where it can run without the platform', async () => {
    await expect(
      runNode(executeWorkflowNode, [items({})], { ports: { workflows: fakeWorkflows().port } }),
    ).rejects.toThrow(/choose the workflow to run/);
    await expect(
      runNode(executeWorkflowNode, [items({})], { parameters: { workflowId: 'x' }, name: 'Child' }),
    ).rejects.toThrow(
      'Node "Child": Running another workflow is only available when the workflow runs on the server.',
    );
  });
});
