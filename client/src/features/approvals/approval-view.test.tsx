import type { ApprovalRequest } from '@common/schemas/approvals';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok.en';
const PATH = `/api/approvals/${encodeURIComponent(TOKEN)}`;

const aRequest = (overrides: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  workflowName: 'Pay invoices',
  message: 'Pay invoice 42?',
  approver: 'ann@example.com',
  approvers: ['ann@example.com', 'bob@example.com'],
  requestedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
  items: [{ invoice: 42 }],
  itemCount: 1,
  ...overrides,
});

describe('/approve/:token', () => {
  it('shows what is asked, sends the decision with the comment, then what was decided', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: { body: aRequest() },
      [`POST ${PATH}`]: {
        body: { decision: 'approved', workflowName: 'Pay invoices', runStatus: 'succeeded' },
      },
    });
    renderApp(`/approve/${TOKEN}`);
    expect(await screen.findByText('Pay invoice 42?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Approval request');
    expect(screen.getByText(/"invoice": 42/)).toBeInTheDocument();
    expect(screen.getByText(/and bob@example.com \(the first answer decides\)/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: ' Fine ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You approved this request')).toBeInTheDocument();
    expect(screen.getByText(/The workflow went on and has finished/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'approved',
      comment: 'Fine',
    });
  });

  it.each([
    [404, 'This approval link is not valid.', 'This link does not work'],
    [410, 'This approval link expired on 2026-01-08 00:00 UTC.', 'This link has expired'],
    [409, 'This request was already approved by bob@example.com.', 'This request is closed'],
  ])('says why a link answering %i cannot be used', async (status, message, title) => {
    mockApi({ [`GET ${PATH}`]: anError(status, { error: 'not_found', message }) });
    renderApp(`/approve/${TOKEN}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(message.replace(/[.()]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the closed state when someone else decided while the page was open', async () => {
    mockApi({
      [`GET ${PATH}`]: { body: aRequest() },
      [`POST ${PATH}`]: anError(409, {
        error: 'conflict',
        message: 'This request was already rejected in the app.',
      }),
    });
    renderApp(`/approve/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This request was already rejected in the app.')).toBeInTheDocument();
    expect(screen.getByText('This request is closed')).toBeInTheDocument();
  });
});
