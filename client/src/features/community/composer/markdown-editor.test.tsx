import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import { MarkdownEditor } from './markdown-editor';

afterEach(() => vi.unstubAllGlobals());

function Harness({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <MarkdownEditor value={value} onChange={setValue} label="Your reply" onSubmitShortcut={onSubmit} />
      <output aria-label="Value">{value}</output>
    </>
  );
}

function renderEditor(onSubmit?: () => void) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Harness onSubmit={onSubmit} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: text } });

describe('the composer', () => {
  it('toggles between writing and a rendered preview', () => {
    mockApi({});
    renderEditor();
    type('Use **Import** here');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Import').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Use **Import** here');
  });

  it('says when there is nothing to preview', () => {
    mockApi({});
    renderEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
  });

  it('suggests people for an @-mention and completes one with the keyboard', async () => {
    const { calls } = mockApi({
      'GET /api/community/mentions': ({ url }) => ({
        body: { usernames: url.searchParams.get('q') === 'b' ? ['bob', 'bea'] : [] },
      }),
    });
    renderEditor();
    type('thanks @b');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['@bob', '@bea']);
    expect(within(list).getByRole('option', { name: '@bob' })).toHaveAttribute('aria-selected', 'true');
    const textarea = screen.getByRole('textbox', { name: 'Your reply' });

    fireEvent.keyDown(textarea, { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { name: '@bea' })).toHaveAttribute('aria-selected', 'true');
    expect(textarea.getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { name: '@bea' }).id,
    );
    fireEvent.keyDown(textarea, { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { name: '@bob' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(textarea, { key: 'ArrowUp' });
    fireEvent.keyDown(textarea, { key: 'Enter' });

    expect(textarea).toHaveValue('thanks @bea ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/community/mentions')).toBe(true);
  });

  it('closes the suggestions on Escape without changing the text', async () => {
    mockApi({ 'GET /api/community/mentions': { body: { usernames: ['bob'] } } });
    renderEditor();
    type('hi @bo');
    await screen.findByRole('listbox', { name: 'People to mention' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your reply' }), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('hi @bo');
  });

  it('posts on Ctrl+Enter or Cmd+Enter, not on Enter alone', () => {
    mockApi({});
    const onSubmit = vi.fn();
    renderEditor(onSubmit);
    type('Done');
    const textarea = screen.getByRole('textbox', { name: 'Your reply' });
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(textarea, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('wraps the selection in bold from the toolbar', () => {
    mockApi({});
    renderEditor();
    type('make this loud');
    const textarea = screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement;
    textarea.setSelectionRange(10, 14);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(textarea).toHaveValue('make this **loud**');
  });

  it('refuses an image of the wrong type or too large before uploading', () => {
    const { calls } = mockApi({});
    renderEditor();
    const input = screen.getByLabelText('Image file');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PNG, JPEG, GIF or WebP images can be added.');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This image is too large: at most 2 MB.');
    expect(calls).toEqual([]);
  });
});
