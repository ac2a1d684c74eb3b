import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot', () => {
  it("gives its one child the slot's props, the child's own winning", () => {
    render(
      <Slot id="from-slot" title="slot" data-x="1">
        <a href="/docs" title="child">
          Docs
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('href', '/docs');
    expect(link).toHaveAttribute('id', 'from-slot');
    expect(link).toHaveAttribute('data-x', '1');
    expect(link).toHaveAttribute('title', 'child');
  });

  it('runs both click handlers, the child first; joins classes and merges styles', () => {
    const calls: string[] = [];
    render(
      <Slot className="a" style={{ color: 'red', margin: 1 }} onClick={() => calls.push('slot')}>
        <button type="button" className="b" style={{ color: 'blue' }} onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    fireEvent.click(button);
    expect(calls).toEqual(['child', 'slot']);
    expect(button).toHaveClass('a', 'b');
    expect(button.style.color).toBe('blue');
    expect(button.style.margin).toBe('1px');
  });

  it('sets both refs', () => {
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <a href="/" ref={childRef}>
          Home
        </a>
      </Slot>,
    );
    expect(slotRef.current).toBe(screen.getByRole('link', { name: 'Home' }));
    expect(childRef).toHaveBeenCalledWith(slotRef.current);
  });

  it("is how a button renders a link with the button's look", () => {
    const onClick = vi.fn();
    render(
      <Button asChild variant="outline" size="sm" className="w-full" onClick={onClick}>
        <a href="/workflows">Workflows</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Workflows' });
    expect(link).toHaveClass('inline-flex', 'border', 'h-8', 'w-full');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
