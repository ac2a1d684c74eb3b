import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { resetToasts, toast } from './use-toast';

afterEach(() => act(() => resetToasts()));

describe('LazyToaster', () => {
  it('renders nothing until the first toast', () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows one toast at a time, the newest', async () => {
    render(<LazyToaster />);
    act(() => {
      toast({ title: 'First' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => {
      toast({
        title: 'Failed to Send Code',
        description: 'Please check your email and try again.',
        variant: 'destructive',
      });
    });
    expect(await screen.findByText('Failed to Send Code')).toBeInTheDocument();
    expect(screen.getByText('Please check your email and try again.')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to Send Code').closest('li')).toHaveClass('destructive');
  });
});
