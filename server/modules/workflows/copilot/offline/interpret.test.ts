import { describe, expect, it } from 'vitest';
import { checkOperations } from '../check-operations';
import { copilotTestDocument, emptyDocument } from '../testing';
import { interpretOffline } from './interpret';

const doc = copilotTestDocument();
const ops = (message: string, selection: string[] = [], document = doc) =>
  interpretOffline(message, document, selection);

describe('the offline copilot reads common requests', () => {
  it('adds an HTTP request to a URL after a named node, wired from it', () => {
    const answer = ops('Add an HTTP request to https://api.acme.com/orders after Webhook');
    expect(answer.operations).toEqual([
      {
        op: 'addNode',
        type: 'http-request',
        typeVersion: 1,
        name: 'HTTP Request 2',
        parameters: { url: 'https://api.acme.com/orders', method: 'GET' },
      },
      { op: 'connect', from: 'Webhook', to: 'HTTP Request 2', output: 0, input: 0 },
    ]);
    expect(answer.warnings).toEqual([]);
  });

  it('reads the verb and a name: "insert a POST request to … called Notify CRM after the http request node"', () => {
    const answer = ops(
      'insert a POST request to https://crm.acme.com/hook called Notify CRM after the http request node',
    );
    expect(answer.operations[0]).toMatchObject({
      op: 'addNode',
      name: 'Notify CRM',
      parameters: { method: 'POST', url: 'https://crm.acme.com/hook' },
    });
    expect(answer.operations[1]).toMatchObject({ op: 'connect', from: 'HTTP Request', to: 'Notify CRM' });
  });

  it('wires from a branch: "add a wait of 5 minutes after the false branch of If"', () => {
    const answer = ops('add a wait of 5 minutes after the false branch of If');
    expect(answer.operations).toMatchObject([
      { op: 'addNode', type: 'wait', parameters: { amount: 5, unit: 'minutes' } },
      { op: 'connect', from: 'If', to: 'Wait', output: 1 },
    ]);
  });

  it('sends an e-mail after the selected node', () => {
    const answer = ops('send an e-mail to boss@acme.com about the new order', ['call']);
    expect(answer.operations).toMatchObject([
      {
        op: 'addNode',
        type: 'send-email',
        name: 'Send E-mail 2',
        parameters: { to: 'boss@acme.com', subject: 'the new order' },
      },
      { op: 'connect', from: 'HTTP Request', to: 'Send E-mail 2' },
    ]);
  });

  it('adds after the end of the flow when nothing is named or selected, and says what is missing', () => {
    const answer = ops('add a code node');
    expect(answer.operations[1]).toMatchObject({ op: 'connect', to: 'Code' });
    const http = ops('add an http request');
    expect(http.warnings).toContain('The HTTP request has no URL yet: set it in the node.');
  });

  it('connects two nodes: "connect Webhook to Send E-mail", "link if and http request", "wire HTTP Request → Send E-mail"', () => {
    expect(ops('connect Webhook to Send E-mail').operations).toEqual([
      { op: 'connect', from: 'Webhook', to: 'Send E-mail', output: 0, input: 0 },
    ]);
    expect(ops('wire HTTP Request → Send E-mail').operations).toMatchObject([
      { from: 'HTTP Request', to: 'Send E-mail' },
    ]);
    const already = ops('link if and http request');
    expect(already.operations).toEqual([]);
    expect(already.warnings.join(' ')).toContain('already connected');
  });

  it('sets a parameter three ways: "set the URL of HTTP Request to …", "change Webhook\'s method to get", "set Send E-mail.subject = Hello"', () => {
    expect(ops('set the URL of HTTP Request to https://new.acme.com').operations).toEqual([
      { op: 'setParameter', node: 'HTTP Request', path: 'url', value: 'https://new.acme.com' },
    ]);
    expect(ops("change Webhook's method to get").operations).toEqual([
      { op: 'setParameter', node: 'Webhook', path: 'httpMethod', value: 'GET' },
    ]);
    expect(ops('set Send E-mail.subject = "Hello there"').operations).toEqual([
      { op: 'setParameter', node: 'Send E-mail', path: 'subject', value: 'Hello there' },
    ]);
  });

  it('sets the recipient of the selected node ("change its recipient to …"), and refuses a wrong value', () => {
    expect(ops('change the recipient to a@b.co', ['mail']).operations).toEqual([
      { op: 'setParameter', node: 'Send E-mail', path: 'to', value: 'a@b.co' },
    ]);
    const wrong = ops('set the method of Webhook to FETCH');
    expect(wrong.operations).toEqual([]);
    expect(wrong.warnings.join(' ')).toContain('httpMethod');
  });

  it('removes, renames and disconnects', () => {
    expect(ops('remove the HTTP Request node').operations).toEqual([
      { op: 'removeNode', node: 'HTTP Request' },
    ]);
    expect(ops('delete it', ['mail']).operations).toEqual([{ op: 'removeNode', node: 'Send E-mail' }]);
    expect(ops('get rid of webhook').operations).toEqual([{ op: 'removeNode', node: 'Webhook' }]);
    expect(ops('rename Send E-mail to Notify ops').operations).toEqual([
      { op: 'renameNode', node: 'Send E-mail', name: 'Notify ops' },
    ]);
    expect(ops('disconnect If from HTTP Request').operations).toEqual([
      { op: 'disconnect', from: 'If', to: 'HTTP Request' },
    ]);
    expect(ops('remove the connection between Webhook and If').operations).toEqual([
      { op: 'disconnect', from: 'Webhook', to: 'If' },
    ]);
  });

  it('reads several requests in one message, "it" meaning the node just added', () => {
    const answer = ops(
      'add an HTTP request to https://x.acme.com after Webhook and then connect it to Send E-mail; rename it to Fetch',
    );
    expect(answer.operations.map((o) => o.op)).toEqual(['addNode', 'connect', 'connect', 'renameNode']);
    expect(answer.operations[2]).toMatchObject({ from: 'HTTP Request 2', to: 'Send E-mail' });
    expect(answer.operations[3]).toMatchObject({ node: 'Send E-mail', name: 'Fetch' });
  });

  it('wires a branch of the node just added, and reaches a setting under options', () => {
    const answer = ops('add an if node after HTTP Request and connect its false output to Send E-mail');
    expect(answer.operations.at(-1)).toEqual({
      op: 'connect',
      from: 'If 2',
      to: 'Send E-mail',
      output: 1,
      input: 0,
    });
    expect(ops('set the timeout of HTTP Request to 5000').operations).toEqual([
      { op: 'setParameter', node: 'HTTP Request', path: 'options.timeout', value: 5000 },
    ]);
  });

  it('puts a node between two others, rewiring them', () => {
    const answer = ops('add a filter between Webhook and If');
    expect(answer.operations).toMatchObject([
      { op: 'addNode', type: 'filter' },
      { op: 'disconnect', from: 'Webhook', to: 'If' },
      { op: 'connect', from: 'Webhook', to: 'Filter' },
      { op: 'connect', from: 'Filter', to: 'If' },
    ]);
  });

  it('builds a whole workflow from the pattern library on an empty canvas', () => {
    const answer = ops(
      'Build me a workflow that e-mails ops@acme.com when a webhook receives a POST',
      [],
      emptyDocument(),
    );
    const types = answer.operations
      .filter((o) => o.op === 'addNode')
      .map((o) => (o as { type: string }).type);
    expect(types[0]).toBe('webhook-trigger');
    expect(types).toContain('send-email');
    expect(answer.operations.some((o) => o.op === 'connect')).toBe(true);
    expect(answer.explanation).toContain('From the pattern');
    // Every operation applies to the empty document.
    expect(checkOperations(emptyDocument(), answer.operations).warnings).toEqual([]);
  });

  it('reads "when …" as a whole workflow only on an empty canvas', () => {
    const empty = ops('When a webhook receives a POST, e-mail it to ops@acme.com', [], emptyDocument());
    expect(empty.explanation).toContain('From the pattern');
    const onGraph = ops('when the If is false, send an e-mail to ops@acme.com');
    expect(onGraph.explanation).not.toContain('From the pattern');
  });

  it('says what it can do when it understands nothing, and names a node it cannot find', () => {
    const none = ops('purple elephants dancing');
    expect(none.operations).toEqual([]);
    expect(none.explanation).toContain('I can add a node');
    const missing = ops('remove the Slack node');
    expect(missing.warnings).toEqual(['There is no node "the Slack node" to remove.']);
  });
});
