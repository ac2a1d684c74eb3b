import type { TokenDistribution } from '@common/schemas/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthDialogProvider, authKeys } from '@/features/auth';
import { Hero } from './hero';
import { TokenSection } from './token-section';

function renderHome(remaining: number) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  const distribution: TokenDistribution = {
    bonusAmount: 1000,
    limit: 100,
    granted: 100 - remaining,
    remaining,
  };
  // Signed out: the bonus is offered only to visitors.
  queryClient.setQueryData(authKeys.currentUser(), null);
  queryClient.setQueryData(authKeys.tokenDistribution(), distribution);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuthDialogProvider>
          <Hero />
          <TokenSection />
        </AuthDialogProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('signup bonus copy on the home page', () => {
  it('offers the bonus while the pool has room', () => {
    renderHome(3);
    expect(screen.getByText('1000 AIZ free for the first 100 users')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Claim your 1000 AIZ/ })).toBeTruthy();
    expect(screen.getByText('Signup bonus for the first 100 users.')).toBeTruthy();
  });

  it('says plainly that every bonus is claimed once the pool is empty', () => {
    renderHome(0);
    expect(screen.getByText('All 100 signup bonuses have been claimed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Claim your/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Create your free account/ })).toBeTruthy();
    expect(screen.getByText('All 100 signup bonuses have been claimed.')).toBeTruthy();
  });
});
