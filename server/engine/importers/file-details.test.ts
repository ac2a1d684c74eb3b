/** A file's own name, description, tags and kind, read from the parsed file. */
import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { exportWorkflowFile } from './export';
import { fileDetails } from './file-details';

const details = (value: unknown) => fileDetails(detectFormat(JSON.stringify(value)));
const manual = {
  id: 'm',
  type: 'manual-trigger',
  typeVersion: 1,
  name: 'Start',
  position: [0, 0],
  parameters: {},
};

describe('fileDetails', () => {
  it("reads n8n's name and tags (objects or strings), not its first node's name", () => {
    const n8n = {
      nodes: [{ name: 'First node', type: 'n8n-nodes-base.manualTrigger', parameters: {}, position: [0, 0] }],
      connections: {},
      name: 'Orders',
      tags: [{ id: '1', name: 'sales' }, 'ops', { name: '' }],
    };
    expect(details(n8n)).toEqual({ name: 'Orders', tags: ['sales', 'ops'] });
  });

  it('reads back what our export writes', () => {
    const file = exportWorkflowFile(
      { name: 'Order alerts', description: 'Flags big orders.', tags: ['a'], kind: 'agent' },
      { nodes: [manual], edges: [], settings: { timezone: 'UTC', timeoutS: 30, maxSteps: 100 } } as never,
    );
    expect(Object.keys(file).slice(0, 4)).toEqual(['name', 'description', 'tags', 'kind']);
    expect(details(file)).toEqual({
      name: 'Order alerts',
      description: 'Flags big orders.',
      tags: ['a'],
      kind: 'agent',
    });
  });

  it('leaves out what is missing or of the wrong type, and cuts long values to the limits', () => {
    expect(details({ schemaVersion: 1, nodes: [manual], edges: [] })).toEqual({});
    expect(details({ schemaVersion: 1, nodes: [], edges: [], name: 7, kind: 'robot', tags: 'x' })).toEqual(
      {},
    );
    expect(details({ schemaVersion: 1, nodes: [], edges: [], name: 'n'.repeat(500) }).name).toHaveLength(120);
  });

  it("reads a Dify app's name and description", () => {
    const dify = fileDetails(
      detectFormat(
        'app:\n  name: Helpdesk\n  description: Answers tickets\nworkflow:\n  graph:\n    nodes: []\n',
      ),
    );
    expect(dify).toEqual({ name: 'Helpdesk', description: 'Answers tickets' });
  });
});
