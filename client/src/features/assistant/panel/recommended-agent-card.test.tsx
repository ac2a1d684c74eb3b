import type { RecommendedAgent } from '@common/schemas/assistant';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecommendedAgentCard } from './recommended-agent-card';

const agent: RecommendedAgent = {
  id: 'solar-1',
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
      '1,234 sales',
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

  it('shows the creator initials without an avatar', () => {
    render(<RecommendedAgentCard agent={{ ...agent, creator: { name: 'Ada Lovelace', avatar: null } }} />);
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
});
