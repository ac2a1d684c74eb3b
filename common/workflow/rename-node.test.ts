import { describe, expect, it } from 'vitest';
import { type WorkflowDocument, workflowDocumentSchema } from './document';
import { NodeRenameRefused, renameNode } from './rename-node';

function docWith(
  oldName: string,
  parameters: WorkflowDocument['nodes'][number]['parameters'],
): WorkflowDocument {
  return workflowDocumentSchema.parse({
    nodes: [
      { id: 'src', type: 'set', typeVersion: 1, name: oldName, position: [0, 0] },
      { id: 'use', type: 'code', typeVersion: 1, name: 'Use', position: [200, 0], parameters },
      { id: 'other', type: 'set', typeVersion: 1, name: 'Other', position: [0, 200] },
    ],
    edges: [{ id: 'e1', source: 'src', sourceOutput: 0, target: 'use', targetInput: 0 }],
    pinData: { src: [{ json: { a: 1 } }] },
  });
}
const paramsAfter = (doc: WorkflowDocument, newName: string) =>
  renameNode(doc, 'src', newName).nodes.find((n) => n.id === 'use')?.parameters;

describe('renameNode', () => {
  it('renames the node and keeps edges and pin data, which use ids', () => {
    const doc = docWith('Fetch', {});
    const renamed = renameNode(doc, 'src', 'Load');
    expect(renamed.nodes[0]?.name).toBe('Load');
    expect(renamed.edges).toEqual(doc.edges);
    expect(renamed.pinData).toEqual(doc.pinData);
    expect(doc.nodes[0]?.name).toBe('Fetch');
  });

  it("rewrites $('Old'), $(\"Old\"), $node['Old'], $node[\"Old\"] and $items('Old'), deep in the parameters", () => {
    const doc = docWith('Fetch data', {
      a: "={{ $('Fetch data').item.json.x }}",
      b: { nested: ['={{ $( "Fetch data" ).first().json.y }}', 42, null] },
      c: '={{ $node[\'Fetch data\'].json.z + $node["Fetch data"].json.w }}',
      d: "return $items('Fetch data', 0).length;",
      e: "={{ $('Fetch data 2').item }} {{ $('Fetch') }} Fetch data",
    });
    expect(paramsAfter(doc, 'Load')).toEqual({
      a: "={{ $('Load').item.json.x }}",
      b: { nested: ['={{ $( "Load" ).first().json.y }}', 42, null] },
      c: '={{ $node[\'Load\'].json.z + $node["Load"].json.w }}',
      d: "return $items('Load', 0).length;",
      e: "={{ $('Fetch data 2').item }} {{ $('Fetch') }} Fetch data",
    });
  });

  it('rewrites $node.Old only where Old is a whole identifier, with brackets when the new name needs them', () => {
    const doc = docWith('Fetch', { a: '={{ $node.Fetch.json.x }} {{ $node.FetchMore.json }}' });
    expect(paramsAfter(doc, 'Load')).toEqual({
      a: '={{ $node.Load.json.x }} {{ $node.FetchMore.json }}',
    });
    expect(paramsAfter(doc, 'Load it')).toEqual({
      a: '={{ $node["Load it"].json.x }} {{ $node.FetchMore.json }}',
    });
  });

  it('escapes quotes and backslashes in names, and $ in names is no replacement pattern', () => {
    const doc = docWith("Bob's", { a: "={{ $('Bob\\'s').item }} {{ $(\"Bob's\").item }}" });
    expect(paramsAfter(doc, 'Say "$&" \\ now')).toEqual({
      a: '={{ $(\'Say "$&" \\\\ now\').item }} {{ $("Say \\"$&\\" \\\\ now").item }}',
    });
  });

  it('treats regular-expression characters in the old name as text', () => {
    const doc = docWith('Sum (all) $1.*', {
      a: "={{ $('Sum (all) $1.*').item }} {{ $('Sum (all) $1xx').item }}",
    });
    expect(paramsAfter(doc, 'Total')).toEqual({ a: "={{ $('Total').item }} {{ $('Sum (all) $1xx').item }}" });
  });

  it('refuses an unknown node, a name taken by another node, and an invalid name', () => {
    const doc = docWith('Fetch', {});
    expect(() => renameNode(doc, 'nope', 'X')).toThrow(
      'There is no node with the id "nope" in this workflow.',
    );
    expect(() => renameNode(doc, 'src', 'Other')).toThrow(NodeRenameRefused);
    expect(() => renameNode(doc, 'src', 'Other')).toThrow('Another node is already named "Other"');
    expect(() => renameNode(doc, 'src', ' padded')).toThrow('no space at either end');
    expect(renameNode(doc, 'src', 'Fetch')).toBe(doc);
  });
});
