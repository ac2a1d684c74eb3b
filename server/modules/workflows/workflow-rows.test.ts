import { workflowDocument } from '@common/workflow/versions';
import { describe, expect, it } from 'vitest';
import { latestNodeVersion } from '../../engine/nodes/node-migrations';
import { loadStored } from './workflow-rows';

const stored = (typeVersion: number) => ({
  schemaVersion: workflowDocument.version,
  nodes: [
    { id: 'go', type: 'manual-trigger', typeVersion: 1, name: 'Go', position: [0, 0], parameters: {} },
    {
      id: 'set',
      type: 'set',
      typeVersion,
      name: 'Set fields',
      position: [200, 0],
      parameters: { mode: 'manual' },
    },
  ],
  edges: [{ id: 'e1', source: 'go', sourceOutput: 0, target: 'set', targetInput: 0 }],
});

describe('loadStored', () => {
  it('loads a stored document through the node migrations: a current node as it is', () => {
    const document = loadStored(stored(latestNodeVersion('set')));
    expect(document.nodes[1]).toMatchObject({ type: 'set', parameters: { mode: 'manual' } });
  });

  it('refuses a stored node a newer version of the app wrote, naming it (409, not a misread)', () => {
    const tooNew = latestNodeVersion('set') + 1;
    expect(() => loadStored(stored(tooNew))).toThrow(
      expect.objectContaining({ status: 409, message: expect.stringContaining('Node "Set fields"') }),
    );
  });
});
