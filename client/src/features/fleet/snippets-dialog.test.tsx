import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSessionSecret } from './api';
import { KEY_PLACEHOLDER, snippetsFor } from './snippets';
import { SnippetsView } from './snippets-dialog';
import { aDeployment } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  rememberSessionSecret(null);
});

const d = aDeployment();

describe('snippetsFor', () => {
  it('names the slug or its URLs in every snippet, with the key placeholder', () => {
    const snippets = snippetsFor(d);
    expect(snippets.map((s) => s.id)).toEqual([
      'curl',
      'javascript',
      'python',
      'openai-python',
      'openai-js',
      'embed',
      'mcp',
    ]);
    for (const id of ['curl', 'javascript', 'python']) {
      const code = snippets.find((s) => s.id === id)!.code;
      expect(code).toContain(d.urls.rest);
      expect(code).toContain(`Bearer ${KEY_PLACEHOLDER}`);
    }
    for (const id of ['openai-python', 'openai-js']) {
      const code = snippets.find((s) => s.id === id)!.code;
      expect(code).toContain(d.urls.openai);
      expect(code).toMatch(/model[=:] ?["']greeter-bot["']/);
    }
    expect(snippets.find((s) => s.id === 'embed')!.code).toBe(
      '<script src="https://aiz.example.com/embed.js" data-key="aiz_pk_publishable123" async></script>',
    );
    expect(JSON.parse(snippets.find((s) => s.id === 'mcp')!.code)).toEqual({
      mcpServers: {
        'greeter-bot': { url: d.urls.mcp, headers: { Authorization: `Bearer ${KEY_PLACEHOLDER}` } },
      },
    });
  });

  it('carries a key made in this session instead of the placeholder', () => {
    const code = snippetsFor(d, 'aiz_sk_secret').find((s) => s.id === 'curl')!.code;
    expect(code).toContain('Bearer aiz_sk_secret');
    expect(code).not.toContain(KEY_PLACEHOLDER);
  });
});

describe('SnippetsView', () => {
  it('shows each snippet in its tab and copies it, saying so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<SnippetsView deployment={d} />);
    expect(screen.getByTestId('snippet-curl').textContent).toContain(d.urls.rest);

    fireEvent.click(screen.getByRole('tab', { name: 'MCP client' }));
    const mcp = screen.getByTestId('snippet-mcp').textContent!;
    expect(mcp).toContain(d.urls.mcp);
    fireEvent.click(screen.getByRole('button', { name: 'Copy MCP client' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(mcp);

    fireEvent.click(screen.getByRole('tab', { name: 'Embed tag' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByTestId('snippet-embed').textContent).toContain(
      'data-key="aiz_pk_publishable123"',
    );
  });

  it('uses the key created in this session', () => {
    rememberSessionSecret('aiz_sk_fresh');
    render(<SnippetsView deployment={d} />);
    expect(screen.getByTestId('snippet-curl').textContent).toContain('Bearer aiz_sk_fresh');
  });

  it('says in plain words where the embed tag works', () => {
    const { rerender } = render(<SnippetsView deployment={d} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Embed tag' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Works on any site until you list allowed sites (Settings).',
    );
    rerender(
      <SnippetsView
        deployment={{ ...d, widget: { ...d.widget, allowedOrigins: ['https://shop.example.com'] } }}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loads only on https://shop.example.com.');
    // With the widget off the deployment offers no embed tag, so none is shown.
    rerender(<SnippetsView deployment={{ ...d, surfaces: ['rest'] }} />);
    expect(screen.queryByRole('tab', { name: 'Embed tag' })).not.toBeInTheDocument();
  });

  it('says when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    render(<SnippetsView deployment={d} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy curl' }));
    expect(await screen.findByText('Select and copy by hand')).toBeInTheDocument();
  });
});
