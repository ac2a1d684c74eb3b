import type { SolaraChatResponse } from '@common/schemas/solara';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SolaraChat } from './solara-chat';

const ID = '4f6a2c1e-8b7d-4e3f-9a2b-1c0d9e8f7a6b';
let sent: { message: string; conversationId?: string }[];
let answers: SolaraChatResponse[];

beforeEach(() => {
  sent = [];
  answers = [
    {
      conversationId: ID,
      step: 'zip',
      messages: [
        { role: 'assistant', text: 'Hi, I’m Solara.' },
        { role: 'assistant', text: 'What’s your ZIP code?' },
      ],
    },
    {
      conversationId: ID,
      step: 'ownership',
      messages: [
        {
          role: 'assistant',
          text: 'Do you own your home, or rent it?',
          quickReplies: ['I own it', 'I rent'],
        },
      ],
    },
    {
      conversationId: ID,
      step: 'consent',
      messages: [
        {
          role: 'assistant',
          text: 'These times are open:',
          card: {
            kind: 'slots',
            slots: [
              {
                startsAt: '2026-12-01T19:00:00Z',
                endsAt: '2026-12-01T20:00:00Z',
                label: 'Tue, Dec 1, 2:00 PM',
              },
            ],
          },
        },
      ],
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SolaraChat', () => {
  it('greets, sends typed answers and quick replies with the conversation id, and offers slots as buttons', async () => {
    render(<SolaraChat />);
    await screen.findByText('What’s your ZIP code?');
    expect(sent).toEqual([{ message: '' }]);

    fireEvent.change(screen.getByLabelText('Your message to Solara'), { target: { value: '85003' } });
    fireEvent.submit(screen.getByLabelText('Your message to Solara').closest('form')!);
    await screen.findByText('85003');
    const own = await screen.findByRole('button', { name: 'I own it' });
    expect(sent[1]).toEqual({ message: '85003', conversationId: ID });

    fireEvent.click(own);
    const slot = await screen.findByRole('button', { name: 'Tue, Dec 1, 2:00 PM' });
    expect(sent[2]).toEqual({ message: 'I own it', conversationId: ID });
    expect(screen.getByRole('list', { name: 'Open times' })).toContainElement(slot);
  });

  it('says so when Solara cannot answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'rate_limited', message: 'Too many messages from here.' }), {
            status: 429,
          }),
      ),
    );
    render(<SolaraChat />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many messages'));
  });
});
