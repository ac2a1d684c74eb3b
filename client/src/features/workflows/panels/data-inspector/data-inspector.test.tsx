import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataInspector } from './data-inspector';

const items = [
  { json: { id: 1, customer: { name: 'Ada', email: 'ada@example.com' }, tags: ['vip'] } },
  { json: { id: 2, customer: { name: 'Bob' }, total: 9.5 } },
];

describe('DataInspector', () => {
  it('shows items as a table with nested keys flattened to columns', () => {
    render(<DataInspector items={items} title="Output of Fetch" />);
    const region = screen.getByRole('region', { name: 'Output of Fetch' });
    expect(within(region).getByText('2 items')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'id', 'customer.name', 'customer.email', 'tags', 'total']);
    const secondRow = screen.getAllByRole('row')[2] as HTMLElement;
    expect(within(secondRow).getByText('Bob')).toBeInTheDocument();
    expect(within(secondRow).getByText('9.5')).toBeInTheDocument();
  });

  it('switches to JSON and Schema views', () => {
    render(<DataInspector items={items} />);
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByLabelText('Items as JSON').textContent).toContain('"email": "ada@example.com"');
    fireEvent.click(screen.getByRole('tab', { name: 'Schema' }));
    expect(screen.getByRole('button', { name: /^customer\.email, string: copy/ })).toBeInTheDocument();
    const email = screen.getByRole('button', { name: /^customer\.email/ });
    expect(within(email).getByText('in 1 of 2')).toBeInTheDocument();
  });

  it('copies a field expression on click and offers it when dragged', async () => {
    const writeText = vi.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    render(<DataInspector items={items} defaultView="schema" />);
    const field = screen.getByRole('button', { name: /^customer\.name, string/ });
    fireEvent.click(field);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('{{ $json.customer.name }}'));
    expect(screen.getByRole('status')).toHaveTextContent('Copied {{ $json.customer.name }}');
    const setData = vi.fn();
    fireEvent.dragStart(field, { dataTransfer: { setData, effectAllowed: '' } });
    expect(setData).toHaveBeenCalledWith('text/plain', '{{ $json.customer.name }}');
  });

  it('pages 1000 items fifty at a time', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ json: { n: i } }));
    render(<DataInspector items={many} />);
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Items 1–50 of 1000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Items 51–100 of 1000')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '51' })).toBeInTheDocument();
  });

  it('pins and unpins, and says when there is nothing to show', () => {
    const onPin = vi.fn();
    const { rerender } = render(<DataInspector items={[]} onPin={onPin} />);
    expect(screen.getByText(/No items yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin output' })).toBeDisabled();
    rerender(<DataInspector items={items} onPin={onPin} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pin output' }));
    expect(onPin).toHaveBeenCalledWith(true);
    rerender(<DataInspector items={items} onPin={onPin} pinned />);
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(onPin).toHaveBeenLastCalledWith(false);
  });
});
