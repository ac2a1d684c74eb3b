import { CRM_DEFAULT_SETTINGS } from '@common/schemas/solar-crm';
import { PROPOSAL_DEFAULT_FINANCE, type SigningView, type SignResult } from '@common/schemas/solar-proposals';
import { buildProposal, presentOption } from '@common/solar/proposal';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anError, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const PATH = `/api/solar/sign/${TOKEN}`;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SHA = 'a'.repeat(64);

function aView(overrides: Partial<SigningView> = {}): SigningView {
  const built = buildProposal({
    annualUseKwh: 12_000,
    rate: 0.15,
    specificYield: 1500,
    pricing: CRM_DEFAULT_SETTINGS.pricing,
    commission: CRM_DEFAULT_SETTINGS.commission,
    moduleWatts: 400,
    finance: PROPOSAL_DEFAULT_FINANCE,
    installYear: 2027,
  });
  if (!built.ok) throw new Error(built.message);
  return {
    requestId: 'req-1',
    status: 'pending',
    signerName: 'Grace Homeowner',
    sellerName: 'Sunny Installs',
    dealTitle: 'Grace Homeowner, 1 Main St',
    propertyAddress: '1 Main St, New York, NY 10001',
    expiresAt: '2027-03-15T12:00:00.000Z',
    signed: null,
    proposal: {
      id: 'p-1',
      dealId: 'd-1',
      version: 2,
      status: 'sent',
      view: 'present',
      options: built.options.map(presentOption),
      selectedOptionId: null,
      designId: null,
      site: {
        annualUseKwh: 12_000,
        usageBasis: 'annualUse',
        rate: 0.15,
        rateSource: 'NY average',
        specificYield: 1500,
        state: 'NY',
        zip: '10001',
        station: 'NEW YORK (8 km)',
      },
      financeTerms: PROPOSAL_DEFAULT_FINANCE,
      assumptions: built.assumptions,
      createdAt: '2027-03-01T12:00:00.000Z',
      sentAt: '2027-03-01T12:00:00.000Z',
      signedAt: null,
      signature: null,
    },
    ...overrides,
  };
}

const result: SignResult = {
  requestId: 'req-1',
  optionId: 'B',
  signedAt: '2027-03-02T10:00:00.000Z',
  pdfSha256: SHA,
  documentId: 'doc-1',
  contractUrl: `${PATH}/contract`,
};

beforeEach(() => {
  // jsdom draws nothing: a 2D context that accepts every call, and a canvas that exports a fixed PNG.
  const ctx = new Proxy({}, { get: () => () => undefined, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/sign/:token', () => {
  it('shows the options without hidden figures, signs with a typed signature, then shows the hash', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: { body: aView() },
      [`POST ${PATH}`]: { status: 201, body: result },
    });
    renderApp(`/sign/${TOKEN}`);
    expect(await screen.findByText('Grace Homeowner, 1 Main St')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign your solar contract');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByText(/dealer fee added to the loan/).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/floor|commission/i);

    fireEvent.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an option.');
    fireEvent.click(screen.getByRole('radio', { name: /Option B/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    expect(screen.getByLabelText('Type your signature')).toHaveValue('Grace Homeowner');
    fireEvent.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to agree to sign electronically.');
    fireEvent.click(screen.getByLabelText(/I agree to sign this contract electronically/));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the contract' }));

    expect(await screen.findByText('You signed the contract')).toBeInTheDocument();
    expect(screen.getByTestId('contract-sha256')).toHaveTextContent(SHA);
    expect(screen.getByRole('link', { name: /Download the signed contract/ })).toHaveAttribute(
      'href',
      `${PATH}/contract`,
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      optionId: 'B',
      typedName: 'Grace Homeowner',
      signaturePng: PNG,
      agree: true,
    });
  });

  it('takes a drawn signature from pointer events', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: { body: aView() },
      [`POST ${PATH}`]: { status: 201, body: result },
    });
    renderApp(`/sign/${TOKEN}`);
    fireEvent.click(await screen.findByRole('radio', { name: /Option A/ }));
    fireEvent.click(screen.getByLabelText(/I agree to sign this contract electronically/));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add your signature');
    const pad = screen.getByRole('img', { name: /Signature pad/ });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 60, clientY: 40, pointerId: 1 });
    expect(screen.getByText('Signed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByText('You signed the contract')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      optionId: 'A',
      signaturePng: PNG,
    });
  });

  it.each([
    [404, 'This signing link is not valid.', 'This link does not work'],
    [
      410,
      'This signing link expired on 2027-03-15 (UTC). Ask the installer to send a new one.',
      'This link can no longer be used',
    ],
  ])('says why a link answering %i cannot be used', async (status, message, title) => {
    mockApi({ [`GET ${PATH}`]: anError(status, { error: 'gone', message }) });
    renderApp(`/sign/${TOKEN}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign the contract' })).not.toBeInTheDocument();
  });

  it('shows the confirmation again for a link already signed', async () => {
    mockApi({
      [`GET ${PATH}`]: {
        body: aView({
          status: 'signed',
          signed: { optionId: 'C', signedAt: result.signedAt, pdfSha256: SHA },
        }),
      },
    });
    renderApp(`/sign/${TOKEN}`);
    expect(await screen.findByText('You signed the contract')).toBeInTheDocument();
    expect(screen.getByText(/Option C, signed/)).toBeInTheDocument();
  });
});
