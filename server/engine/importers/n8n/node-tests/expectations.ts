/**
 * What each n8n node test file (path under `importers/fixtures/n8n-node-tests/`) is expected to do when
 * it does not simply give n8n's output for every pinned node:
 * - `stops`: we honestly refuse it; the run must stop with a message naming the node and the parameter
 *   (and every pinned node that did run before must still equal n8n's output);
 * - `gap`: not done yet, with why; the test asserts that it still fails, so a fix has to remove the entry.
 * A file not listed must pass: every pinned node equal to n8n's.
 */
export type NodeTestExpectation = { stops: { node: string; parameter: string } } | { gap: string };

export const NODE_TEST_EXPECTATIONS: Readonly<Record<string, NodeTestExpectation>> = {
  // Read Binary Files (n8n's file system node) has no AIZ node; the Crypto nodes on its binary output and
  // the RSA-MD4 signature (gone from Node 20's OpenSSL 3) stop too, each naming its parameter.
  'Crypto/CryptoTest.workflow.json': {
    stops: { node: 'Read Binary Files', parameter: 'n8n-nodes-base.readBinaryFiles' },
  },
  // A destination reaching the prototype is refused, as n8n's Split Out now does ("Invalid destination
  // field name"); the file's pinned output comes from a version that silently used the field's own name.
  'SplitOut/workflow.prototypePollution.json': {
    stops: { node: 'Item Lists', parameter: 'destinationFieldName' },
  },
};
