import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function Harness({ onSend, streaming = false }: { onSend: (text: string) => void; streaming?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Composer
      value={value}
      onChange={setValue}
      onSend={() => {
        onSend(value);
        setValue('');
      }}
      onStop={() => {}}
      streaming={streaming}
    />
  );
}

const box = () => screen.getByLabelText('Message the assistant');

describe('Composer', () => {
  it('sends on Enter', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Hello' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Hello');
    expect(box()).toHaveValue('');
  });

  it('does not send on Shift+Enter (the textarea keeps its newline)', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Line 1' } });
    const event = fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(event).toBe(true); // not prevented: the browser inserts the line break
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send empty or whitespace-only messages', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: '  \n\t ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    fireEvent.submit(box().closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows Stop instead of Send while an answer streams, and Enter does not send then', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} streaming />);
    fireEvent.change(box(), { target: { value: 'Next' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stop answer' })).toBeInTheDocument();
  });
});
