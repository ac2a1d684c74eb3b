import { describe, expect, it } from 'vitest';
import { translateExecuteWorkflow } from './execute-workflow';

describe("n8n's Execute Workflow", () => {
  it('says why a workflow given in the node, a file or a URL does not run, and keeps a saved one', () => {
    expect(translateExecuteWorkflow({ source: 'parameter', workflowJson: '{}' })).toEqual({
      reason:
        'Execute Workflow runs a workflow given as JSON in the node (parameter "source": "parameter"); AIZ runs only its own saved workflows: import it as a workflow and choose it here',
    });
    expect(translateExecuteWorkflow({ source: 'url', url: 'https://x' })).toMatchObject({
      reason: expect.stringContaining('(parameter "source": "url")'),
    });
    expect(translateExecuteWorkflow({ workflowId: 'abc' })).toEqual({
      type: 'execute-workflow',
      parameters: { workflowId: 'abc' },
    });
  });
});
