import type { RecommendedAgent } from '@common/schemas/assistant';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecommendedAgentCard } from './recommended-agent-card';

const agent: RecommendedAgent = {
  id: 'solar-1',
  slug: 'solara-lead-qualifier',
  name: 'Solara Lead Qualifier',
  category: 'Sales',
  rating: 4.8,
  totalSales: 1234,
  description: 'Qualifies solar leads over chat.',
  performance: { accuracy: 94, speed: 850, satisfaction: 97 },
  achievements: ['Top seller', 'Verified'],
  valueProposition: 'Books twice as many site visits.',
  recommendationReason: 'You asked about solar sales.',
  creator: { name: 'Ada Lovelace', avatar: 'https://example.com/ada.png' },
  price: 49.5,
};

describe('RecommendedAgentCard', () => {
  it('shows every field of the card', () => {
    const onOpen = vi.fn();
    const { container } = render(<RecommendedAgentCard agent={agent} onOpenMarketplace={onOpen} />);
    const card = screen.getByRole('article', { name: 'Solara Lead Qualifier' });
    const text = card.textContent ?? '';
    for (const part of [
      'Sales',
      '4.8',
      '1,234 installs',
      'Qualifies solar leads over chat.',
      '94%',
      '850 ms',
      '97%',
      'Top seller',
      'Verified',
      'Books twice as many site visits.',
      'You asked about solar sales.',
      'by Ada Lovelace',
      '49.5 AIZ',
    ])
      expect(text, part).toContain(part);
    expect(within(card).getByText('Accuracy')).toBeInTheDocument();
    expect(within(card).getByText('Speed')).toBeInTheDocument();
    expect(within(card).getByText('Satisfaction')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/ada.png');
    fireEvent.click(screen.getByRole('button', { name: 'View in marketplace' }));
    expect(onOpen).toHaveBeenCalled();
  });

  it('says Not measured and No reviews yet rather than a made-up figure, and Free for nothing to pay', () => {
    render(
      <RecommendedAgentCard
        agent={{
          ...agent,
          rating: null,
          price: 0,
          performance: { accuracy: null, speed: null, satisfaction: 80 },
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Solara Lead Qualifier' });
    expect(card.textContent).toContain('No reviews yet');
    expect(card.textContent).toContain('Free');
    expect(card.textContent).not.toContain('AIZ');
    expect(within(card).getAllByText('Not measured')).toHaveLength(2);
    expect(within(card).getByText('80%')).toBeInTheDocument();
  });

  it('shows the creator initials without an avatar', () => {
    render(<RecommendedAgentCard agent={{ ...agent, creator: { name: 'Ada Lovelace', avatar: null } }} />);
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
});
