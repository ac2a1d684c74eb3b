import type { SolaraChatRequest, SolaraStep } from '@common/schemas/solara';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aChatAnswer, anEstimateCard } from '@/test/solara-fixtures';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };

/** A Solara that moves one step on for each answer it is given, and asks again for "$0". */
const NEXT: Partial<Record<SolaraStep, SolaraStep>> = {
  zip: 'ownership',
  ownership: 'homeType',
  homeType: 'roofAge',
  roofAge: 'shade',
  shade: 'bill',
  bill: 'goals',
  goals: 'financing',
  financing: 'timeline',
  timeline: 'name',
};

function scriptedSolara() {
  let step: SolaraStep = 'zip';
  return mockApi({
    'GET /api/auth/user': signedOutUser,
    'POST /api/solar/solara/chat': ({ body }) => {
      const { message } = body as SolaraChatRequest;
      if (message === '') return { body: aChatAnswer('zip', 'Hi, I’m Solara.', 'What’s your ZIP code?') };
      if (message === '$0') return { body: aChatAnswer('bill', 'A $0 bill usually means…') };
      const from = step;
      step = NEXT[step] ?? step;
      if (from === 'bill')
        return {
          body: aChatAnswer(step, { role: 'assistant', text: 'Here’s your estimate.', card: anEstimateCard }),
        };
      return { body: aChatAnswer(step, `Asked: ${step}`) };
    },
  });
}

const sent = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/api/solar/solara/chat').map((c) => (c.body as SolaraChatRequest).message);

function fillForm(bill: string) {
  fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '85004' } });
  fireEvent.change(screen.getByLabelText('Own or rent'), { target: { value: 'I own it' } });
  fireEvent.change(screen.getByLabelText('Home type'), { target: { value: 'Townhouse' } });
  fireEvent.change(screen.getByLabelText('Roof age'), { target: { value: 'About 10 years' } });
  fireEvent.change(screen.getByLabelText('Shade on the roof'), { target: { value: 'Some shade' } });
  fireEvent.change(screen.getByLabelText('Monthly electric bill ($)'), { target: { value: bill } });
  fireEvent.click(screen.getByLabelText('Backup power'));
  fireEvent.click(screen.getByLabelText('Lower my bill'));
  fireEvent.change(screen.getByLabelText('How you would pay'), { target: { value: 'Loan' } });
  fireEvent.change(screen.getByLabelText('Timeline'), { target: { value: 'Within 3 months' } });
}

describe('/solar-ai-agent-old', () => {
  it('feeds the form into the same conversation and shows the estimate card beside the chat', async () => {
    const api = scriptedSolara();
    renderApp('/solar-ai-agent-old');
    await screen.findByText('What’s your ZIP code?', undefined, slow);

    fireEvent.click(screen.getByRole('button', { name: 'Get my estimate' }));
    expect(screen.getByText('Enter a five-digit ZIP code.')).toBeTruthy();
    expect(screen.getAllByText('Choose one.')).toHaveLength(6);
    expect(sent(api.calls)).toEqual(['']);

    fillForm('180');
    fireEvent.click(screen.getByRole('button', { name: 'Get my estimate' }));
    await screen.findByText('Asked: name', undefined, slow);
    expect(sent(api.calls)).toEqual([
      '',
      '85004',
      'I own it',
      'Townhouse',
      'About 10 years',
      'Some shade',
      '$180',
      'Backup power, Lower my bill',
      'Loan',
      'Within 3 months',
    ]);
    // The card under the form, and the same card in the chat.
    expect(screen.getAllByRole('region', { name: 'Your solar estimate' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Update my estimate' })).toBeTruthy();
  });

  it('stops where Solara asks again, and points to its question in the chat', async () => {
    const api = scriptedSolara();
    renderApp('/solar-ai-agent-old');
    await screen.findByText('What’s your ZIP code?', undefined, slow);
    fillForm('0');
    fireEvent.click(screen.getByRole('button', { name: 'Get my estimate' }));
    await screen.findByText(/Solara needs a word about one answer/, undefined, slow);
    expect(sent(api.calls).at(-1)).toBe('$0');
    expect(screen.queryByRole('region', { name: 'Your solar estimate' })).toBeNull();
  });
});
