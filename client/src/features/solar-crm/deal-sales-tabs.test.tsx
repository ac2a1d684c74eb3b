import {
  crmCommissionListSchema,
  crmDealCancelResultSchema,
  crmDocumentListSchema,
  crmDocumentVerifySchema,
  crmProjectListSchema,
  crmProjectSchema,
  proposalListSchema,
  proposalSchema,
  proposalSendResultSchema,
} from '@common/schemas/solar-proposals';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aProposal } from '@/test/solar-console-fixtures';
import { scaled } from '@/test/time';
import { aBoard, aCard, aDeal, aPipeline, aWorkspaces, dealId, OTHER_OWNER_ID } from './crm-fixtures';

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: scaled(5000) };
const DEAL = dealId(1);
const base = `/api/solar/crm`;
const card = aCard(1, {
  contact: { id: dealId(91), name: 'Grace Hopper', email: 'grace@example.com', phone: null },
});
const SHA = 'a'.repeat(64);

const draft = proposalSchema.parse({ ...aProposal('full'), dealId: DEAL, version: 2 });
const signed = proposalSchema.parse({
  ...aProposal('full'),
  id: dealId(700),
  dealId: DEAL,
  version: 1,
  status: 'signed',
  signedAt: '2026-11-20T10:00:00.000Z',
  signature: {
    id: dealId(701),
    status: 'signed',
    signerName: 'Grace Hopper',
    signerEmail: 'grace@example.com',
    expiresAt: '2026-12-01T10:00:00.000Z',
    signedAt: '2026-11-20T10:00:00.000Z',
    optionId: 'B',
    documentId: dealId(702),
    pdfSha256: SHA,
  },
});
const aDocument = {
  id: dealId(800),
  dealId: DEAL,
  name: 'roof-photo.png',
  mediaType: 'image/png',
  size: 2048,
  sha256: SHA,
  kind: 'upload' as const,
  uploadedBy: null,
  createdAt: '2026-11-21T10:00:00.000Z',
};
const aProject = (over: object = {}) =>
  crmProjectSchema.parse({
    id: dealId(900),
    dealId: DEAL,
    dealTitle: card.title,
    state: 'CA',
    zip: '94110',
    systemWatts: 7200,
    annualKwhModeled: 10_000,
    signedAt: '2026-11-20T10:00:00.000Z',
    permitAt: '2026-11-22T10:00:00.000Z',
    installAt: null,
    inspectionAt: null,
    ptoAt: null,
    next: 'install',
    readings: [],
    demo: false,
    ...over,
  });
const aCommission = (kind: 'M1' | 'clawback', amountCents: number) => ({
  id: dealId(kind === 'M1' ? 950 : 951),
  dealId: DEAL,
  dealTitle: card.title,
  userId: dealId(960),
  userName: 'Ada Closer',
  kind,
  amountCents,
  reason: kind === 'clawback' ? 'Changed their mind' : null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function api(overrides: Parameters<typeof mockApi>[0] = {}, role: 'manager' | 'setter' = 'manager') {
  return mockApi({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/solar/crm/workspaces': { body: aWorkspaces(role) },
    'GET /api/solar/crm/pipelines': { body: { pipelines: [aPipeline()] } },
    'GET /api/solar/crm/board': { body: aBoard([card]) },
    [`GET ${base}/deals/${DEAL}`]: { body: aDeal(card) },
    ...overrides,
  });
}
/** A setter is one in another's workspace (aWorkspaces); the caller's own CRM makes them its manager. */
async function openTab(name: string, workspace?: string) {
  renderApp(`/solar-crm?deal=${DEAL}${workspace ? `&workspace=${workspace}` : ''}`);
  const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' }, slow);
  fireEvent.click(within(drawer).getByRole('tab', { name }));
  return within(drawer);
}

describe('the deal drawer’s proposals tab', () => {
  it('lists the versions, makes a new one and sends it with the contact as signer', async () => {
    const calls = api({
      [`GET ${base}/deals/${DEAL}/proposals`]: { body: proposalListSchema.parse({ proposals: [draft] }) },
      [`POST ${base}/deals/${DEAL}/proposals`]: { status: 201, body: draft },
      [`POST ${base}/proposals/${draft.id}/send`]: {
        status: 201,
        body: proposalSendResultSchema.parse({
          proposal: { ...draft, status: 'sent' },
          signatureRequestId: dealId(703),
          expiresAt: '2026-12-10T10:00:00.000Z',
          emailed: true,
        }),
      },
    });
    const d = await openTab('Proposals');
    expect(await d.findByText('Version 2', {}, slow)).toBeTruthy();
    expect(d.getByText('draft')).toBeTruthy();
    expect(d.getByRole('article', { name: 'Option A' })).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'New proposal' }));
    await vi.waitFor(() =>
      expect(calls.calls).toContainEqual({
        method: 'POST',
        path: `${base}/deals/${DEAL}/proposals`,
        body: {},
      }),
    );
    expect((d.getByPlaceholderText('Signer name') as HTMLInputElement).value).toBe('Grace Hopper');
    expect((d.getByPlaceholderText('Signer e-mail') as HTMLInputElement).value).toBe('grace@example.com');
    fireEvent.click(d.getByRole('button', { name: 'Send for signature' }));
    await vi.waitFor(() =>
      expect(calls.calls).toContainEqual({
        method: 'POST',
        path: `${base}/proposals/${draft.id}/send`,
        body: { signerName: 'Grace Hopper', signerEmail: 'grace@example.com' },
      }),
    );
  });

  it('shows a signed version’s contract and SHA-256, and no new proposal after a signature', async () => {
    api({
      [`GET ${base}/deals/${DEAL}/proposals`]: { body: proposalListSchema.parse({ proposals: [signed] }) },
    });
    const d = await openTab('Proposals');
    expect(await d.findByText('signed', {}, slow)).toBeTruthy();
    expect(d.getByRole('button', { name: 'Download the signed contract' })).toBeTruthy();
    expect(d.getByText(`SHA-256 ${SHA}`)).toBeTruthy();
    expect(d.queryByRole('button', { name: 'New proposal' })).toBeNull();
    expect(d.queryByRole('button', { name: 'Send for signature' })).toBeNull();
  });
});

describe('the deal drawer’s documents tab', () => {
  const list = crmDocumentListSchema.parse({ documents: [aDocument], usedBytes: 2048, capBytes: 1024 ** 3 });

  it('refuses a file over 10 MB in the browser, verifies a hash and deletes after confirming', async () => {
    const calls = api({
      [`GET ${base}/deals/${DEAL}/documents`]: { body: list },
      [`GET ${base}/documents/${aDocument.id}/verify`]: {
        body: crmDocumentVerifySchema.parse({
          documentId: aDocument.id,
          storedSha256: SHA,
          computedSha256: SHA,
          signatureSha256: null,
          matches: true,
        }),
      },
      [`DELETE ${base}/documents/${aDocument.id}`]: { status: 204 },
    });
    const d = await openTab('Documents');
    expect(await d.findByText('roof-photo.png', {}, slow)).toBeTruthy();
    expect(d.getByText(/upload · 2 KB/)).toBeTruthy();
    const big = new File(['x'], 'plans.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(d.getByLabelText('Upload a document'), { target: { files: [big] } });
    expect(d.getByRole('alert').textContent).toBe('A document is at most 10 MB.');
    const exe = new File(['x'], 'setup.exe');
    fireEvent.change(d.getByLabelText('Upload a document'), { target: { files: [exe] } });
    expect(d.getByRole('alert').textContent).toBe('Upload a PDF, PNG, JPEG, CSV or DOCX file.');
    expect(calls.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(d.getByRole('button', { name: 'Verify the hash of roof-photo.png' }));
    expect((await d.findByText(/matches its recorded SHA-256/, {}, slow)).textContent).toContain(SHA);

    fireEvent.click(d.getByRole('button', { name: 'Delete roof-photo.png' }));
    fireEvent.click(d.getByRole('button', { name: 'Delete roof-photo.png for good' }));
    await vi.waitFor(() =>
      expect(calls.calls).toContainEqual({
        method: 'DELETE',
        path: `${base}/documents/${aDocument.id}`,
        body: undefined,
      }),
    );
  });

  it('uploads an accepted file and offers no delete to a setter', async () => {
    const calls = api(
      {
        [`GET ${base}/deals/${DEAL}/documents`]: { body: list },
        [`POST ${base}/deals/${DEAL}/documents`]: { status: 201, body: aDocument },
      },
      'setter',
    );
    const d = await openTab('Documents', OTHER_OWNER_ID);
    await d.findByText('roof-photo.png', {}, slow);
    expect(d.queryByRole('button', { name: 'Delete roof-photo.png' })).toBeNull();
    const pdf = new File(['%PDF-1.7'], 'bill.pdf', { type: 'application/pdf' });
    fireEvent.change(d.getByLabelText('Upload a document'), { target: { files: [pdf] } });
    await vi.waitFor(() =>
      expect(
        calls.calls.some((c) => c.method === 'POST' && c.path === `${base}/deals/${DEAL}/documents`),
      ).toBe(true),
    );
  });
});

describe('the deal drawer’s project tab', () => {
  it('shows the milestones, marks the next one and shows the server’s refusal', async () => {
    const calls = api({
      [`GET ${base}/projects`]: { body: crmProjectListSchema.parse({ projects: [aProject()] }) },
      [`PATCH ${base}/projects/${dealId(900)}/milestones`]: anError(409, {
        error: 'conflict',
        message: 'The install cannot be before the permit.',
      }),
    });
    const d = await openTab('Project');
    const steps = await d.findByRole('list', { name: 'Milestones' }, slow);
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(/Nov|Not/)[0]),
    ).toEqual(['Signed', 'Permit', 'Install', 'Inspection', 'Permission to operate']);
    expect(d.getByText('Readings start after the install.')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Mark installed' }));
    expect(await d.findByText('The install cannot be before the permit.', {}, slow)).toBeTruthy();
    const patch = calls.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ milestone: 'install' });
  });

  it('adds a cumulative meter reading after the install', async () => {
    const installed = aProject({ installAt: '2026-11-25T10:00:00.000Z', next: 'inspection' });
    const calls = api({
      [`GET ${base}/projects`]: { body: crmProjectListSchema.parse({ projects: [installed] }) },
      [`POST ${base}/projects/${dealId(900)}/readings`]: {
        body: { ...installed, readings: [{ readOn: '2026-11-27', kwhTotal: 120 }] },
      },
    });
    const d = await openTab('Project');
    expect(await d.findByRole('button', { name: 'Mark inspection passed' }, slow)).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Add reading' }));
    expect(d.getByRole('alert').textContent).toBe('Dates are YYYY-MM-DD.');
    fireEvent.change(d.getByLabelText('Reading date'), { target: { value: '2026-11-27' } });
    fireEvent.change(d.getByLabelText('Cumulative kWh'), { target: { value: '120' } });
    fireEvent.click(d.getByRole('button', { name: 'Add reading' }));
    await vi.waitFor(() =>
      expect(calls.calls).toContainEqual({
        method: 'POST',
        path: `${base}/projects/${dealId(900)}/readings`,
        body: { readOn: '2026-11-27', kwhTotal: 120 },
      }),
    );
  });

  it('says the project starts at signing when the deal has none, and a setter gets no buttons', async () => {
    api({ [`GET ${base}/projects`]: { body: crmProjectListSchema.parse({ projects: [] }) } }, 'setter');
    const d = await openTab('Project', OTHER_OWNER_ID);
    expect(await d.findByText(/starts when the homeowner signs/, {}, slow)).toBeTruthy();
  });
});

describe('the deal drawer’s commissions tab', () => {
  it('lists the deal’s rows and cancels the deal after confirming, with a reason', async () => {
    const list = crmCommissionListSchema.parse({
      commissions: [aCommission('M1', 500_00)],
      totals: { M1: 500_00, M2: 0, M3: 0, clawback: 0, paidCents: 500_00, netCents: 500_00 },
      scope: 'all',
    });
    const calls = api({
      [`GET ${base}/commissions`]: ({ url }) =>
        url.searchParams.get('dealId') === DEAL
          ? { body: list }
          : anError(400, { error: 'validation_failed', message: 'The deal id is missing.' }),
      [`POST ${base}/deals/${DEAL}/cancel`]: {
        body: crmDealCancelResultSchema.parse({
          dealId: DEAL,
          clawbacks: [aCommission('clawback', -500_00)],
        }),
      },
    });
    const d = await openTab('Commissions');
    const row = (await d.findByText('Ada Closer', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('M1')).toBeTruthy();
    expect(within(row).getByText('$500')).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Cancel deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this deal?' }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The reason cannot be empty.');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Changed their mind' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
    await vi.waitFor(() =>
      expect(calls.calls).toContainEqual({
        method: 'POST',
        path: `${base}/deals/${DEAL}/cancel`,
        body: { reason: 'Changed their mind' },
      }),
    );
  });

  it('offers no cancel to a setter', async () => {
    api(
      {
        [`GET ${base}/commissions`]: {
          body: crmCommissionListSchema.parse({
            commissions: [],
            totals: { M1: 0, M2: 0, M3: 0, clawback: 0, paidCents: 0, netCents: 0 },
            scope: 'own',
          }),
        },
      },
      'setter',
    );
    const d = await openTab('Commissions', OTHER_OWNER_ID);
    expect(await d.findByText('No commissions recorded on this deal.', {}, slow)).toBeTruthy();
    expect(d.queryByRole('button', { name: 'Cancel deal' })).toBeNull();
  });
});
