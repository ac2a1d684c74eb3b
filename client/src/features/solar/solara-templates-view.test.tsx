import type { SolaraChatRequest } from '@common/schemas/solara';
import { solaraConfigSchema } from '@common/schemas/solara';
import { estimateCard, solaraVariant } from '@common/solar/solara';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aChatAnswer, anEstimate, anEstimateCard } from '@/test/solara-fixtures';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };

function chatApi() {
  return mockApi({
    'GET /api/auth/user': signedOutUser,
    'POST /api/solar/solara/chat': ({ body }) => {
      const request = body as SolaraChatRequest;
      if (request.message === '')
        return {
          body: aChatAnswer('zip', `Hello from the ${request.variant} variant.`, 'What’s your ZIP code?'),
        };
      return {
        body: aChatAnswer('goals', {
          role: 'assistant',
          text: 'Here’s your non-binding estimate.',
          card: anEstimateCard,
        }),
      };
    },
  });
}

const chatCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/api/solar/solara/chat').map((c) => c.body as SolaraChatRequest);

describe('/templates/solar-ai-agent', () => {
  it('lists the variants, previews one in a real chat, and deploys it from "Use this template"', async () => {
    const api = chatApi();
    const { router } = renderApp('/templates/solar-ai-agent');
    await screen.findByText('Hello from the residential variant.', undefined, slow);
    const residential = screen.getByRole('button', { name: /^Residential/ });
    expect(residential.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Battery retrofit/ })).toBeTruthy();
    expect(screen.getByText(/The Spanish variant holds the whole conversation in Spanish/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Use this template' }).getAttribute('href')).toBe(
      '/deploy/solar-ai-agent?variant=residential',
    );

    fireEvent.click(screen.getByRole('button', { name: /^Commercial rooftop/ }));
    await screen.findByText('Hello from the commercial variant.', undefined, slow);
    expect(router.state.location.search).toBe('?variant=commercial');
    expect(screen.getByRole('heading', { name: 'Commercial rooftop: live preview' })).toBeTruthy();
    expect(screen.getByText(/Sizes from usage up to 1,000 kW/)).toBeTruthy();
    const preview = screen.getByRole('list', { name: 'Preview of Solara, Commercial rooftop' });
    expect(within(preview).queryByText('Hello from the residential variant.')).toBeNull();

    fireEvent.change(screen.getByLabelText('Your message to Solara'), { target: { value: '85004' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('region', { name: 'Your solar estimate' }, slow);
    expect(chatCalls(api.calls).at(-1)).toMatchObject({ message: '85004', variant: 'commercial' });

    fireEvent.click(screen.getByRole('link', { name: 'Use this template' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/deploy/solar-ai-agent'), slow);
    expect(router.state.location.search).toBe('?variant=commercial');
  });

  it('opens the variant named in the address, and the residential one for an unknown name', async () => {
    chatApi();
    renderApp('/templates/solar-ai-agent?variant=battery');
    await screen.findByText('Hello from the battery variant.', undefined, slow);
    expect(screen.getByRole('button', { name: /^Battery retrofit/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('previews the Spanish variant with the chat’s own words in Spanish, the page around it in English', async () => {
    const spanishCard = estimateCard(anEstimate, solaraConfigSchema.parse(solaraVariant('spanish').config));
    const api = mockApi({
      'GET /api/auth/user': signedOutUser,
      'POST /api/solar/solara/chat': ({ body }) => {
        const request = body as SolaraChatRequest;
        if (request.message === '')
          return { body: { ...aChatAnswer('zip', 'Hola, soy Solara.'), locale: 'es' } };
        return {
          body: {
            ...aChatAnswer('goals', { role: 'assistant', text: 'Esta es su estimación.', card: spanishCard }),
            locale: 'es',
          },
        };
      },
    });
    renderApp('/templates/solar-ai-agent?variant=spanish');
    await screen.findByText('Hola, soy Solara.', undefined, slow);
    expect(screen.getByRole('button', { name: /^Spanish/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Spanish: live preview' })).toBeTruthy();
    const input = screen.getByLabelText('Su mensaje para Solara');
    expect(input.getAttribute('placeholder')).toBe('Escriba su respuesta…');
    fireEvent.change(input, { target: { value: '85004' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const card = await screen.findByRole('region', { name: 'Su estimación solar' }, slow);
    expect(within(card).getByText('Estimación no vinculante')).toBeTruthy();
    expect(within(card).getByText('Tamaño del sistema')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Supuestos' })).toBeTruthy();
    expect(chatCalls(api.calls).at(-1)).toMatchObject({ message: '85004', variant: 'spanish' });
    expect(screen.getByRole('link', { name: 'Use this template' }).getAttribute('href')).toBe(
      '/deploy/solar-ai-agent?variant=spanish',
    );
  });
});
