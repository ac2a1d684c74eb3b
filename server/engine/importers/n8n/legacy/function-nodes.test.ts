/**
 * n8n's legacy Function and Function Item nodes, imported and run: the code n8n's own documentation
 * gives for them (a loop over `items` without a declaration, `item` as the item's JSON) gives n8n's items.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runDocument } from '../../../adapter';
import { closeSharedCodePool } from '../../../nodes/code/shared-pool';
import { importWorkflow } from '../../index';

afterAll(closeSharedCodePool);

function workflowWith(type: string, functionCode: string) {
  return JSON.stringify({
    nodes: [
      { name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} },
      {
        name: 'Data',
        type: 'n8n-nodes-base.code',
        typeVersion: 2,
        parameters: { jsCode: 'return [{ n: 1 }, { n: 2 }];' },
      },
      { name: 'Legacy', type: `n8n-nodes-base.${type}`, typeVersion: 1, parameters: { functionCode } },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Legacy', type: 'main', index: 0 }]] },
    },
  });
}

async function run(type: string, code: string) {
  const { document, report } = importWorkflow(workflowWith(type, code));
  const result = await runDocument(document, { triggerItems: [{ json: {} }] });
  return { report, result };
}

describe("n8n's legacy Function nodes as Code nodes", () => {
  it('Function runs once over `items` and returns them (plain objects are wrapped)', async () => {
    const { report, result } = await run(
      'function',
      'for (item of items) {\n  item.json.myNewField = 1;\n}\nreturn items;',
    );
    expect(report.placeholders).toEqual([]);
    expect(report.mapped.find((m) => m.name === 'Legacy')?.to).toBe('code');
    expect(result.error).toBeUndefined();
    expect(result.result).toEqual([[{ json: { n: 1, myNewField: 1 } }, { json: { n: 2, myNewField: 1 } }]]);
    const plain = await run('function', 'return items.map((i) => ({ double: i.json.n * 2 }));');
    expect(plain.result.result).toEqual([[{ json: { double: 2 } }, { json: { double: 4 } }]]);
  });

  it('Function Item binds `item` to the JSON and takes what it returns as the new JSON', async () => {
    const { result } = await run('functionItem', 'item.myNewField = item.n + 10;\nreturn item;');
    expect(result.error).toBeUndefined();
    expect(result.result).toEqual([[{ json: { n: 1, myNewField: 11 } }, { json: { n: 2, myNewField: 12 } }]]);
    // Even an object with a `json` key is the new JSON, as in n8n.
    const nested = await run('functionItem', 'return { json: item.n };');
    expect(nested.result.result).toEqual([[{ json: { json: 1 } }, { json: { json: 2 } }]]);
  });

  it("Function Item returning nothing stops with n8n's message", async () => {
    const { result } = await run('functionItem', 'item.x = 1;');
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain('No data got returned. Always an object has to be returned!');
  });

  it('says which of the legacy helpers the Code node lacks', async () => {
    const { report } = importWorkflow(
      workflowWith('function', 'const s = getWorkflowStaticData("global");\nreturn items;'),
    );
    expect(report.warnings.join('\n')).toContain('"Legacy": its code uses getWorkflowStaticData');
  });
});
