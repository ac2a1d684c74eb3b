import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import type { JsonSchema } from './json-schema';
import { ParameterForm } from './parameter-form';

const schema: JsonSchema = {
  type: 'object',
  required: ['url', 'retries'],
  properties: {
    url: { type: 'string', format: 'uri', description: 'Where to send the request.' },
    method: { type: 'string', enum: ['GET', 'POST'], default: 'GET' },
    mode: {
      type: 'string',
      enum: ['all', 'each'],
      default: 'all',
      'x-enum-labels': { all: 'Run once for all items', each: 'Run once for each item' },
    },
    retries: { type: 'integer', minimum: 0, maximum: 5 },
    followRedirects: { type: 'boolean', default: true },
    notifyEmail: { type: 'string', format: 'email' },
    sendAt: { type: 'string', format: 'date-time' },
    jsCode: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    headers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, value: { type: 'string' } },
        required: ['name'],
      },
    },
    options: {
      type: 'object',
      properties: {
        timeout: { type: 'number', default: 30000 },
        proxy: { type: 'object', properties: { host: { type: 'string' } } },
      },
    },
    body: { default: '', anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: {} }] },
    // As the send-email node describes them: titled shapes, and "empty or an address".
    to: {
      default: [],
      anyOf: [
        { type: 'string', title: 'Addresses separated by commas' },
        { type: 'array', items: { type: 'string' }, title: 'A list of addresses' },
      ],
    },
    cc: { default: [], anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    replyTo: {
      default: '',
      anyOf: [
        { type: 'string', const: '' },
        { type: 'string', format: 'email' },
      ],
    },
  },
};

function Harness({
  initial = {},
  errors,
}: {
  initial?: Record<string, unknown>;
  errors?: Record<string, string>;
}) {
  const [value, setValue] = useState<Record<string, unknown>>(initial);
  return (
    <>
      <ParameterForm
        schema={schema}
        value={value}
        onChange={setValue}
        context={{ items: [{ json: { id: 7 } }], preview: false }}
        {...(errors ? { errors } : {})}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

/** A field's label: its name, the required marker and its spoken "(required)". */
const labelled = (name: string) => new RegExp(`^${name}(\\* \\(required\\))?$`);

/** The value attribute of the option with this text. */
const optionValue = (select: HTMLElement, text: string) =>
  within(select).getByRole<HTMLOptionElement>('option', { name: text }).value;

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}');

describe('ParameterForm', () => {
  it('renders a labelled control for every scalar kind, with help, required markers and defaults', () => {
    render(<Harness />);
    const url = screen.getByLabelText(labelled('Url'));
    expect(url).toHaveAttribute('type', 'url');
    expect(url).toHaveAttribute('aria-required', 'true');
    expect(url).toHaveAccessibleDescription(/Where to send the request\./);
    expect(screen.getByLabelText(labelled('Retries'))).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText(labelled('Retries'))).toHaveAttribute('max', '5');
    expect(screen.getByLabelText(labelled('Notify email'))).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(labelled('Send at'))).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText(labelled('Js code')).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('switch', { name: /Follow redirects/ })).toHaveAttribute('aria-checked', 'true');
    const method = screen.getByLabelText(labelled('Method'));
    expect(within(method).getByRole('option', { name: 'Default (GET)' })).toBeInTheDocument();
    // An enum with labels shows them, its value staying what is stored.
    const mode = screen.getByLabelText(labelled('Mode'));
    expect(
      within(mode).getByRole('option', { name: 'Default (Run once for all items)' }),
    ).toBeInTheDocument();
    expect(within(mode).getByRole('option', { name: 'Run once for each item' })).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('Timeout'))).toHaveAttribute('placeholder', '30000');
  });

  it('writes typed values back, removing cleared numbers', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText(labelled('Url')), { target: { value: 'https://a.io' } });
    fireEvent.change(screen.getByLabelText(labelled('Retries')), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(labelled('Method')), {
      target: { value: optionValue(screen.getByLabelText(labelled('Method')), 'POST') },
    });
    fireEvent.click(screen.getByRole('switch', { name: /Follow redirects/ }));
    expect(current()).toEqual({ url: 'https://a.io', retries: 3, method: 'POST', followRedirects: false });
    fireEvent.change(screen.getByLabelText(labelled('Retries')), { target: { value: '' } });
    expect(current()).not.toHaveProperty('retries');
  });

  it('checks fixed values against the schema and shows given errors by pointer or key path', async () => {
    render(
      <Harness
        initial={{ retries: 9, url: 'nope' }}
        errors={{ '/headers/0/name': 'Name it.', 'options.timeout': 'Too slow.' }}
      />,
    );
    expect(screen.getByLabelText(labelled('Retries'))).toHaveAccessibleDescription('At most 5.');
    expect(screen.getByLabelText(labelled('Url'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too slow.')).toBeInTheDocument();
  });

  it('adds, reorders and removes list entries, scalar and object', async () => {
    render(<Harness initial={{ tags: ['a', 'b'] }} errors={{ 'headers[0].name': 'Name it.' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Tag 2 up' }));
    expect(current().tags).toEqual(['b', 'a']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tag 1' }));
    expect(current().tags).toEqual(['a']);
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    expect(current().headers).toEqual([{ name: '', value: '' }]);
    fireEvent.change(screen.getByLabelText(labelled('Name')), { target: { value: 'X-Id' } });
    expect(current().headers).toEqual([{ name: 'X-Id', value: '' }]);
    expect(screen.getByText('Name it.')).toBeInTheDocument();
  });

  it('folds nested objects and keeps them keyboard-operable', async () => {
    render(<Harness />);
    const proxy = screen.getByRole('button', { name: 'Proxy' });
    expect(proxy).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText(labelled('Host'))).not.toBeInTheDocument();
    expect(proxy.tagName).toBe('BUTTON');
    fireEvent.click(proxy);
    expect(proxy).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByLabelText(labelled('Host')), { target: { value: 'p.local' } });
    expect(current().options).toEqual({ proxy: { host: 'p.local' } });
  });

  it('switches a union between its shapes', async () => {
    render(<Harness />);
    const shape = screen.getByLabelText('Body: Enter as');
    expect(shape).toHaveDisplayValue('Text');
    fireEvent.change(shape, { target: { value: optionValue(shape, 'JSON object') } });
    expect(current().body).toEqual({});
    const json = screen.getByLabelText(/^Body$/);
    fireEvent.change(json, { target: { value: '{"a": ' } });
    expect(screen.getByText(/Not valid JSON yet/)).toBeInTheDocument();
    fireEvent.change(json, { target: { value: '{"a": 1}' } });
    expect(current().body).toEqual({ a: 1 });
  });

  it('names the shapes in words, with the technical names as tooltips, and no picker for "empty or one"', () => {
    render(<Harness />);
    const to = screen.getByLabelText('To: Enter as');
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Addresses separated by commas', 'A list of addresses']);
    expect(to).toHaveAttribute('title', 'to: string | string[]');
    // Untitled: what kind of value each is, the text one saying how to give several.
    const cc = screen.getByLabelText('Cc: Enter as');
    expect(
      within(cc)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Text (commas between several)', 'List']);
    // "Empty or an e-mail address" is one e-mail field left empty, not a choice of "Option 1".
    expect(screen.queryByLabelText('Reply to: Enter as')).toBeNull();
    const replyTo = screen.getByLabelText(labelled('Reply to'));
    expect(replyTo).toHaveAttribute('type', 'email');
    expect(screen.getByText('Reply to', { selector: 'label' })).toHaveAttribute('title', 'replyTo');
    expect(document.body.textContent).not.toMatch(/shape|Option \d/);
  });

  it('toggles a field between fixed and expression, keeping literals', async () => {
    mockApi({});
    render(<Harness initial={{ retries: 2, url: 'https://x.io' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retries: use an expression' }));
    expect(current().retries).toBe('={{ 2 }}');
    expect(screen.getByRole('button', { name: 'Retries: use an expression' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The expression editor (CodeMirror) loads the first time one is shown.
    expect(await screen.findByRole('textbox', { name: /Retries/ })).toHaveAttribute(
      'contenteditable',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retries: use an expression' }));
    expect(current().retries).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Url: use an expression' }));
    expect(current().url).toBe('=https://x.io');
  });

  it('turns a fixed field into an expression when a field from the inspector is dropped on it', () => {
    mockApi({});
    render(<Harness initial={{ url: 'https://x.io/' }} />);
    const getData = () => '{{ $json.id }}';
    fireEvent.drop(screen.getByLabelText(labelled('Url')), { dataTransfer: { getData } });
    expect(current().url).toBe('=https://x.io/{{ $json.id }}');
    fireEvent.drop(screen.getByLabelText(labelled('Notify email')), {
      dataTransfer: { getData: () => 'plain' },
    });
    expect(current()).not.toHaveProperty('notifyEmail');
  });

  it('says so when a node has no settings', () => {
    render(<ParameterForm schema={{ type: 'object', properties: {} }} value={{}} onChange={() => {}} />);
    expect(screen.getByText('This node has no settings.')).toBeInTheDocument();
  });
});
