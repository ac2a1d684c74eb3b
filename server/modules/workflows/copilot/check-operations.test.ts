import { describe, expect, it } from 'vitest';
import { checkOperation } from './check-operation';
import { checkOperations } from './check-operations';
import { copilotTestDocument } from './testing';

const doc = copilotTestDocument();

describe('operations are checked against the document', () => {
  it('refuses unknown nodes, types and parameters, naming what exists', () => {
    expect(checkOperation(doc, { op: 'removeNode', node: 'Slack' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('there is no node "Slack" (the nodes are "Webhook", "If"'),
    });
    expect(checkOperation(doc, { op: 'addNode', type: 'send-slack', name: 'Slack' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('there is no node type "send-slack"'),
    });
    expect(
      checkOperation(doc, { op: 'addNode', type: 'http-request', name: 'X', parameters: { adress: 'y' } }),
    ).toMatchObject({
      ok: false,
      problem: expect.stringContaining('has no parameter "adress"'),
    });
    expect(
      checkOperation(doc, { op: 'setParameter', node: 'Webhook', path: 'httpMethod', value: 'FETCH' }),
    ).toMatchObject({
      ok: false,
      problem: expect.stringContaining('parameter "httpMethod" of "Webhook"'),
    });
    expect(checkOperation(doc, { op: 'connect', from: 'If', to: 'Webhook' })).toMatchObject({
      ok: false,
      problem: '"Webhook" is a trigger: nothing connects into it.',
    });
    expect(checkOperation(doc, { op: 'connect', from: 'If', to: 'Send E-mail', output: 4 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('its outputs are 0 (true), 1 (false)'),
    });
    expect(checkOperation(doc, { op: 'rename', node: 'If' })).toMatchObject({ ok: false });
  });

  it('accepts expressions where the schema wants another type, and names in any case', () => {
    const set = checkOperation(doc, {
      op: 'setParameter',
      node: 'webhook',
      path: 'responseCode',
      value: '{{ $json.code }}',
    });
    expect(set).toMatchObject({ ok: true, operation: { node: 'Webhook' } });
  });

  it('applies in order: a node added first can be wired next; dropped ones become warnings; new nodes are placed', () => {
    const checked = checkOperations(doc, [
      { op: 'addNode', type: 'no-op', name: 'Log', parameters: {} },
      { op: 'connect', from: 'HTTP Request', to: 'log' },
      { op: 'connect', from: 'Log', to: 'Nowhere' },
      { op: 'renameNode', node: 'If', name: 'Webhook' },
    ]);
    expect(checked.operations.map((o) => o.op)).toEqual(['addNode', 'connect']);
    expect(checked.operations[0]).toMatchObject({ position: [900, -100] });
    expect(checked.operations[1]).toMatchObject({ to: 'Log' });
    expect(checked.warnings).toEqual([
      expect.stringContaining('there is no node "Nowhere"'),
      expect.stringContaining('another node is already named "Webhook"'),
    ]);
    expect(checked.document.nodes.find((n) => n.name === 'Log')?.position).toEqual([900, -100]);
  });

  it('renames rewrite expressions, and removing a node drops its wires', () => {
    const withRef = {
      ...doc,
      nodes: doc.nodes.map((n) =>
        n.id === 'mail' ? { ...n, parameters: { ...n.parameters, text: "{{ $('If').item.json.x }}" } } : n,
      ),
    };
    const renamed = checkOperation(withRef, { op: 'renameNode', node: 'If', name: 'Check' });
    expect(renamed.ok && renamed.document.nodes.find((n) => n.id === 'mail')?.parameters.text).toBe(
      "{{ $('Check').item.json.x }}",
    );
    const removed = checkOperation(doc, { op: 'removeNode', node: 'If' });
    expect(removed.ok && removed.document.edges).toEqual([]);
  });
});
