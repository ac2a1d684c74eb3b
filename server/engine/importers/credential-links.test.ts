import { describe, expect, it } from 'vitest';
import { type WorkflowDocument, workflowDocumentSchema } from '../../../common/workflow/document';
import { type KnownCredential, linkCredentials, nameCredentials } from './credential-links';
import { exportWorkflow } from './export';
import { importWorkflow } from './import-workflow';

const OWN_ID = 'c0ffee00-0000-4000-8000-000000000001';
const doc = (slots: Record<string, Record<string, Record<string, string>>>): WorkflowDocument =>
  workflowDocumentSchema.parse({
    nodes: Object.entries(slots).map(([name, credentials], i) => ({
      id: `n${i}`,
      type: 'no-op',
      typeVersion: 1,
      name,
      position: [0, 0],
      credentials,
    })),
    edges: [],
    settings: {},
  });
const own: KnownCredential[] = [
  { id: OWN_ID, name: 'Stripe', type: 'bearer' },
  { id: 'c0ffee00-0000-4000-8000-000000000002', name: 'Partner header', type: 'header' },
];

describe('credentials in files', () => {
  it('exports slots by name and type, never by id', () => {
    const exported = exportWorkflow(
      doc({
        Pay: { auth: { id: OWN_ID } },
        Gone: { auth: { id: 'deleted-id' } },
        Named: { x: { name: 'Kept' } },
      }),
      own,
    );
    expect(exported.nodes.map((n) => n.credentials)).toEqual([
      { auth: { name: 'Stripe', type: 'bearer' } },
      { auth: { name: 'auth' } },
      { x: { name: 'Kept' } },
    ]);
    expect(JSON.stringify(exported)).not.toContain('-4000-');
    expect(nameCredentials(doc({ A: { auth: { id: OWN_ID } } }), []).nodes[0]?.credentials).toEqual({
      auth: { name: 'auth' },
    });
  });

  it('links named slots to the importer’s own credentials by name and type, and lists the missing ones', () => {
    const { document, credentials } = linkCredentials(
      doc({
        Pay: { auth: { name: 'Stripe', type: 'bearer' } },
        Refund: { auth: { name: 'stripe' } },
        Call: { h: { name: 'Partner header', type: 'basic' }, other: { name: 'Slack' } },
        Mine: { auth: { id: OWN_ID } },
        Theirs: { auth: { id: 'someone-elses-id' } },
      }),
      own,
    );
    expect(document.nodes.map((n) => n.credentials)).toEqual([
      { auth: { id: OWN_ID } },
      { auth: { id: OWN_ID } },
      { h: { name: 'Partner header', type: 'basic' }, other: { name: 'Slack' } },
      { auth: { id: OWN_ID } },
      { auth: { name: 'auth' } },
    ]);
    expect(credentials).toEqual([
      { name: 'Stripe', type: 'bearer', credentialId: OWN_ID, nodes: ['Pay', 'Refund', 'Mine'] },
      { name: 'Partner header', type: 'basic', credentialId: null, nodes: ['Call'] },
      { name: 'Slack', type: null, credentialId: null, nodes: ['Call'] },
      { name: 'auth', type: null, credentialId: null, nodes: ['Theirs'] },
    ]);
  });

  it('round-trips: an export imported by someone else asks for the credentials by name', () => {
    const text = JSON.stringify(exportWorkflow(doc({ Pay: { auth: { id: OWN_ID } } }), own));
    const missing = importWorkflow(text);
    expect(missing.report.credentials).toEqual([
      { name: 'Stripe', type: 'bearer', credentialId: null, nodes: ['Pay'] },
    ]);
    const theirs = [{ id: 'c0ffee00-0000-4000-8000-0000000000aa', name: 'Stripe', type: 'bearer' as const }];
    const linked = importWorkflow(text, { credentials: theirs });
    expect(linked.document.nodes[0]?.credentials).toEqual({ auth: { id: theirs[0]!.id } });
  });

  it('moves an HTTP node’s old credentialId parameter to its auth slot, so export names it and import asks for it', () => {
    const legacy = workflowDocumentSchema.parse({
      nodes: [
        {
          id: 'h',
          type: 'http-request',
          typeVersion: 1,
          name: 'Call',
          position: [0, 0],
          parameters: { url: 'https://api.example', authentication: 'credential', credentialId: OWN_ID },
        },
      ],
      edges: [],
      settings: {},
    });
    const exported = exportWorkflow(legacy, own);
    expect(exported.nodes[0]?.credentials).toEqual({ auth: { name: 'Stripe', type: 'bearer' } });
    expect(exported.nodes[0]?.parameters).not.toHaveProperty('credentialId');
    const text = JSON.stringify(exported);
    expect(text).not.toContain(OWN_ID);
    const imported = importWorkflow(text, { credentials: [] });
    expect(imported.report.credentials).toEqual([
      { name: 'Stripe', type: 'bearer', nodes: ['Call'], credentialId: null },
    ]);
    const linked = linkCredentials(legacy, own);
    expect(linked.document.nodes[0]?.credentials).toEqual({ auth: { id: OWN_ID } });
  });
});
