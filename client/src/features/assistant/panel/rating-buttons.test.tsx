import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MessageRating } from '../chat/chat-message';
import { RatingButtons } from './rating-buttons';

function Harness({ onRate }: { onRate: (r: MessageRating) => void }) {
  const [rating, setRating] = useState<MessageRating>(null);
  return (
    <RatingButtons
      rating={rating}
      onRate={(r) => {
        onRate(r);
        setRating(r);
      }}
    />
  );
}

describe('RatingButtons', () => {
  it('toggles: up, up again clears, down, up switches', () => {
    const onRate = vi.fn();
    render(<Harness onRate={onRate} />);
    const up = screen.getByRole('button', { name: 'Helpful' });
    const down = screen.getByRole('button', { name: 'Not helpful' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(down).toHaveAttribute('aria-pressed', 'false');
    expect(onRate.mock.calls.map((c) => c[0])).toEqual(['positive', null, 'negative', 'positive']);
  });
});
