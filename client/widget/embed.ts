/**
 * `/embed.js`: the chat widget of a deployment, for any site. No framework: it is served to other people's
 * pages and must stay small (bundled by the server with esbuild).
 *
 *   <script src="https://HOST/embed.js" data-key="aiz_pk_..." async></script>
 *
 * Options (data-*): `theme` (light, dark, auto), `position` (right, left), `mode`: `launcher` (default: a
 * button and a chat panel in a shadow DOM), `iframe` (the hosted chat page in an iframe; also used when the
 * browser has no shadow DOM), and, on our hosted pages, `page` (a full-page chat) and `form`.
 * The server decides who may use it: any site until the owner lists allowed sites, then only those (by the
 * `Origin` the browser sends). A refused site is told why, in the page: the refusal is readable by it.
 * Answers are Markdown, rendered by the app's own renderer (src/components/markdown/render-dom.ts).
 */
import { renderMarkdown } from '../src/components/markdown/render-dom';
import { readSse } from './sse';
import { WIDGET_CSS } from './styles';

interface Config {
  slug: string;
  title: string;
  greeting: string;
  theme: 'light' | 'dark' | 'auto';
  accentColor: string;
  position: 'right' | 'left';
  starters: string[];
  chatUrl: string;
  formUrl: string;
}

interface FormField {
  label: string;
  type: 'text' | 'textarea' | 'number' | 'email' | 'date' | 'dropdown' | 'checkbox';
  required: boolean;
  options: string[];
  placeholder: string;
}

interface FormDescription {
  title: string;
  description: string;
  fields: FormField[];
  submitLabel: string;
}

type Mode = 'launcher' | 'iframe' | 'page' | 'form';

/** What the hosted chat in the iframe fallback posts to its parent to be closed. */
const CLOSE_MESSAGE = 'aiz-chat:close';

/** Said when the server cannot be read at all (a refused site is told why by the server itself). */
export const UNREACHABLE = 'This chat cannot reach its server right now. Please try again later.';

const ICON_CHAT =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
const ICON_CLOSE =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
const ICON_UP =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M7 10v12"/><path d="M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z"/></svg>';
const ICON_DOWN =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M17 14V2"/><path d="M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z"/></svg>';
const ICON_SEND =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m22 2-7 20-4-9-9-4z"/><path d="M22 2 11 13"/></svg>';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

class WidgetError extends Error {
  /** The HTTP status of the server's refusal (0: none, such as a network failure). */
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/** The server's message from an error answer, or a plain one. */
async function failure(res: Response): Promise<WidgetError> {
  try {
    const body = (await res.json()) as { error?: { message?: string }; message?: string };
    const message = body.error?.message ?? body.message;
    if (message) return new WidgetError(message, res.status);
  } catch {
    // not JSON
  }
  return new WidgetError(`The chat answered ${res.status}. Please try again later.`, res.status);
}

/** A refusal the site's owner must fix (this site is not allowed, or the key is wrong): said on the page too. */
function isSetupError(error: unknown): error is WidgetError {
  return error instanceof WidgetError && (error.status === 403 || error.status === 404);
}

class Api {
  constructor(
    readonly base: string,
    private readonly key: string,
  ) {}

  url(path: string): string {
    return `${this.base}/embed/${path}?key=${encodeURIComponent(this.key)}`;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(this.url(path), {
        mode: 'cors',
        credentials: 'omit',
        ...init,
        headers: init.body ? { 'Content-Type': 'application/json' } : {},
      });
    } catch {
      throw new WidgetError(UNREACHABLE);
    }
    if (!res.ok) throw await failure(res);
    return res;
  }

  async json<T>(path: string, body?: unknown): Promise<T> {
    const res = await this.request(
      path,
      body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
    );
    return (await res.json()) as T;
  }
}

function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** One conversation per tab and key, as the visitor moves between pages of the site. */
function sessionIdFor(key: string): string {
  const name = `aiz-chat-session:${key}`;
  try {
    const stored = sessionStorage.getItem(name);
    if (stored && /^[A-Za-z0-9_-]{8,100}$/.test(stored)) return stored;
    const made = newSessionId();
    sessionStorage.setItem(name, made);
    return made;
  } catch {
    return newSessionId();
  }
}

function themeClass(theme: string | undefined): 'light' | 'dark' | 'auto' {
  return theme === 'light' || theme === 'dark' ? theme : 'auto';
}

class Chat {
  readonly root: HTMLDivElement;
  private readonly panel: HTMLDivElement;
  private readonly log: HTMLDivElement;
  private readonly starters: HTMLDivElement;
  private readonly input: HTMLTextAreaElement;
  private readonly sendButton: HTMLButtonElement;
  private readonly title: HTMLHeadingElement;
  private launcher: HTMLButtonElement | null = null;
  private notice: HTMLDivElement | null = null;
  private config: Config | null = null;
  private busy = false;
  private readonly sessionId: string;

  constructor(
    private readonly api: Api,
    private readonly key: string,
    private readonly page: boolean,
    private readonly overrides: { theme?: string; position?: string; embedded?: boolean },
  ) {
    this.sessionId = sessionIdFor(key);
    this.root = el('div', { class: `root ${page ? 'page' : ''} ${themeClass(overrides.theme)} right` });
    this.panel = el('div', {
      class: 'panel',
      role: page ? 'main' : 'dialog',
      id: 'aiz-chat-panel',
      'aria-labelledby': 'aiz-chat-title',
    });
    const header = el('header');
    this.title = el('h2', { id: 'aiz-chat-title' }, 'Chat');
    header.append(this.title);
    if (!page || overrides.embedded) {
      const close = el('button', { class: 'icon', type: 'button', 'aria-label': 'Close chat' });
      close.innerHTML = ICON_CLOSE;
      close.addEventListener('click', () => this.close());
      header.append(close);
    }
    if (page && overrides.embedded) {
      document.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') this.close();
      });
    }
    this.log = el('div', { class: 'log', role: 'log', 'aria-live': 'polite', 'aria-label': 'Messages' });
    this.starters = el('div', { class: 'starters' });
    const form = el('form', { class: 'send' });
    const label = el('label', { class: 'sr', for: 'aiz-chat-input' }, 'Message');
    this.input = el('textarea', {
      id: 'aiz-chat-input',
      rows: '1',
      placeholder: 'Write a message…',
      maxlength: '4000',
    });
    this.sendButton = el('button', { class: 'primary', type: 'submit', 'aria-label': 'Send' });
    this.sendButton.innerHTML = ICON_SEND;
    form.append(label, this.input, this.sendButton);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send(this.input.value);
    });
    this.input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        void this.send(this.input.value);
      }
    });
    this.input.addEventListener('input', () => this.fit());
    this.panel.append(header, this.log, this.starters, form);
    this.root.append(this.panel);
    if (!page) {
      this.panel.hidden = true;
      this.panel.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          this.close();
        }
      });
      // Focus may have left for the page itself (a clicked button that became disabled): Esc still closes.
      document.addEventListener('keydown', (event) => {
        const active = document.activeElement;
        if (event.key === 'Escape' && !this.panel.hidden && (!active || active === document.body))
          this.close();
      });
      const launcher = el('button', {
        class: 'launcher',
        type: 'button',
        'aria-label': 'Open chat',
        'aria-expanded': 'false',
        'aria-controls': 'aiz-chat-panel',
      });
      launcher.innerHTML = ICON_CHAT;
      launcher.addEventListener('click', () => (this.panel.hidden ? this.open() : this.close()));
      this.launcher = launcher;
      this.root.append(launcher);
    }
  }

  async load(): Promise<void> {
    try {
      const config = await this.api.json<Config>('config');
      this.config = config;
      this.title.textContent = config.title;
      if (this.launcher) this.launcher.setAttribute('aria-label', `Open chat: ${config.title}`);
      if (this.page) document.title = config.title;
      const theme = themeClass(this.overrides.theme ?? config.theme);
      const position =
        this.overrides.position === 'left' || this.overrides.position === 'right'
          ? this.overrides.position
          : config.position;
      this.root.className = `root ${this.page ? 'page' : ''} ${theme} ${position}`;
      if (/^#[0-9a-f]{6}$/i.test(config.accentColor))
        this.root.style.setProperty('--accent', config.accentColor);
      if (config.greeting) this.add('bot', config.greeting);
      for (const starter of config.starters) {
        const chip = el('button', { type: 'button' }, starter);
        chip.addEventListener('click', () => void this.send(starter));
        this.starters.append(chip);
      }
    } catch (error) {
      this.fail(error);
      this.input.disabled = true;
      this.sendButton.disabled = true;
      if (this.launcher && isSetupError(error)) this.showNotice(error.message);
    }
  }

  /** Beside the closed launcher: why this chat will not work on this site, without opening it. */
  private showNotice(message: string): void {
    const notice = el('div', { class: 'notice', role: 'status' });
    const dismiss = el('button', { class: 'icon', type: 'button', 'aria-label': 'Dismiss' });
    dismiss.innerHTML = ICON_CLOSE;
    dismiss.addEventListener('click', () => this.hideNotice());
    notice.append(el('p', {}, message), dismiss);
    this.notice = notice;
    this.launcher?.setAttribute('aria-label', 'Open chat: not available on this site');
    this.root.append(notice);
  }

  private hideNotice(): void {
    this.notice?.remove();
    this.notice = null;
  }

  open(): void {
    this.hideNotice();
    this.panel.hidden = false;
    this.launcher?.setAttribute('aria-expanded', 'true');
    (this.input.disabled ? this.panel.querySelector<HTMLButtonElement>('.icon') : this.input)?.focus();
    this.scroll();
  }

  close(): void {
    if (this.page) {
      // The iframe fallback: the page that embeds us hides the frame (it checks where this came from).
      if (this.overrides.embedded && window.parent !== window) window.parent.postMessage(CLOSE_MESSAGE, '*');
      return;
    }
    this.panel.hidden = true;
    this.launcher?.setAttribute('aria-expanded', 'false');
    this.launcher?.focus();
  }

  private fit(): void {
    this.input.style.height = 'auto';
    this.input.style.height = `${Math.min(this.input.scrollHeight, 140)}px`;
  }

  private scroll(): void {
    this.log.scrollTop = this.log.scrollHeight;
  }

  private add(kind: 'bot' | 'user' | 'error', text: string): HTMLDivElement {
    const bubble = el('div', { class: `msg ${kind}` }, text);
    if (kind === 'bot') this.render(bubble, text);
    if (kind === 'error') bubble.setAttribute('role', 'alert');
    this.log.append(bubble);
    this.scroll();
    return bubble;
  }

  /** An answer (or the greeting) as Markdown: the app's renderer, text nodes only, safe links. */
  private render(bubble: HTMLElement, text: string): void {
    bubble.classList.add('md');
    renderMarkdown(bubble, text, this.api.base);
  }

  private fail(error: unknown): void {
    this.add('error', error instanceof WidgetError ? error.message : UNREACHABLE);
  }

  private async send(raw: string): Promise<void> {
    const message = raw.trim();
    if (!message || this.busy || !this.config) return;
    this.busy = true;
    this.sendButton.disabled = true;
    this.input.value = '';
    this.fit();
    this.starters.replaceChildren();
    this.add('user', message);
    const answer = this.add('bot', '');
    answer.classList.add('typing');
    answer.setAttribute('aria-busy', 'true');
    let text = '';
    let runId: string | null = null;
    let failed: string | null = null;
    try {
      const res = await this.api.request('chat', {
        method: 'POST',
        body: JSON.stringify({ message, sessionId: this.sessionId }),
      });
      if (!res.body) throw new WidgetError(UNREACHABLE);
      await readSse(res.body, (event) => {
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(event.data) as Record<string, unknown>;
        } catch {
          return;
        }
        if (event.event === 'token' && typeof data.text === 'string') {
          text += data.text;
          answer.classList.remove('typing');
          this.render(answer, text);
          this.scroll();
        } else if (event.event === 'final' && typeof data.output === 'string') {
          text = data.output;
          runId = typeof data.runId === 'string' ? data.runId : null;
          this.render(answer, text);
        } else if (event.event === 'error') {
          failed = typeof data.message === 'string' ? data.message : UNREACHABLE;
        }
      });
      if (failed) throw new WidgetError(failed);
      if (!runId) throw new WidgetError('The answer was cut off. Please try again.');
      this.rating(runId);
    } catch (error) {
      if (!text) answer.remove();
      this.fail(error);
    } finally {
      answer.classList.remove('typing');
      answer.removeAttribute('aria-busy');
      this.busy = false;
      this.sendButton.disabled = false;
      this.scroll();
      if (this.shown()) this.input.focus();
    }
  }

  private shown(): boolean {
    return this.page || !this.panel.hidden;
  }

  private rating(runId: string): void {
    const row = el('div', { class: 'rate', role: 'group', 'aria-label': 'Rate this answer' });
    const buttons = (
      [
        [1, ICON_UP, 'Good answer'],
        [-1, ICON_DOWN, 'Bad answer'],
      ] as const
    ).map(([value, icon, label]) => {
      const button = el('button', { type: 'button', 'aria-label': label, 'aria-pressed': 'false' });
      button.innerHTML = icon;
      button.addEventListener('click', async () => {
        for (const b of buttons) b.disabled = true;
        try {
          await this.api.json('rate', { runId, rating: value });
          button.setAttribute('aria-pressed', 'true');
          row.setAttribute('aria-label', 'Thanks for rating this answer');
          if (this.shown() && !this.input.disabled) this.input.focus();
        } catch (error) {
          for (const b of buttons) b.disabled = false;
          this.fail(error);
        }
      });
      return button;
    });
    row.append(...buttons);
    this.log.append(row);
    this.scroll();
  }
}

/** The hosted form page: the form trigger's fields (or one message box), then the run's answer. */
class FormPage {
  readonly root: HTMLDivElement;
  private readonly body: HTMLDivElement;
  private readonly title: HTMLHeadingElement;

  constructor(
    private readonly api: Api,
    theme: string | undefined,
  ) {
    this.root = el('div', { class: `root page ${themeClass(theme)}` });
    const panel = el('div', { class: 'panel', role: 'main', 'aria-labelledby': 'aiz-form-title' });
    const header = el('header');
    this.title = el('h2', { id: 'aiz-form-title' }, 'Form');
    header.append(this.title);
    this.body = el('div', { class: 'fields' });
    this.body.append(el('p', { class: 'muted', role: 'status' }, 'Loading…'));
    panel.append(header, this.body);
    this.root.append(panel);
  }

  async load(): Promise<void> {
    try {
      const [config, form] = await Promise.all([
        this.api.json<Config>('config').catch(() => null),
        this.api.json<FormDescription>('form'),
      ]);
      if (config) {
        if (/^#[0-9a-f]{6}$/i.test(config.accentColor))
          this.root.style.setProperty('--accent', config.accentColor);
      }
      this.render(form);
    } catch (error) {
      this.body.replaceChildren(
        el(
          'div',
          { class: 'msg error', role: 'alert' },
          error instanceof WidgetError ? error.message : UNREACHABLE,
        ),
      );
    }
  }

  private render(form: FormDescription): void {
    this.title.textContent = form.title;
    document.title = form.title;
    const element = el('form', { novalidate: '' });
    element.className = 'fields';
    element.style.padding = '0';
    if (form.description) element.append(el('p', {}, form.description));
    const readers: Array<() => [string, unknown]> = [];
    form.fields.forEach((field, i) => {
      const id = `aiz-field-${i}`;
      const wrap = el('div', { class: 'field' });
      const mark = field.required ? ' *' : '';
      if (field.type === 'checkbox') {
        const set = el('fieldset');
        set.append(el('legend', {}, field.label + mark));
        const boxes = field.options.map((option, j) => {
          const box = el('input', { type: 'checkbox', id: `${id}-${j}`, value: option });
          const label = el('label', { class: 'check', for: `${id}-${j}` });
          label.append(box, document.createTextNode(option));
          set.append(label);
          return box;
        });
        wrap.append(set);
        readers.push(() => [field.label, boxes.filter((b) => b.checked).map((b) => b.value)]);
      } else {
        wrap.append(el('label', { for: id }, field.label + mark));
        let control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
        if (field.type === 'textarea') control = el('textarea', { id, rows: '5' });
        else if (field.type === 'dropdown') {
          control = el('select', { id });
          control.append(el('option', { value: '' }, 'Choose…'));
          for (const option of field.options) control.append(el('option', { value: option }, option));
        } else control = el('input', { id, type: field.type });
        if (field.placeholder && !(control instanceof HTMLSelectElement))
          control.placeholder = field.placeholder;
        if (field.required) control.required = true;
        wrap.append(control);
        readers.push(() => {
          const value = control.value;
          if (field.type === 'number') return [field.label, value === '' ? null : Number(value)];
          return [field.label, value];
        });
      }
      element.append(wrap);
    });
    const submit = el('button', { class: 'primary', type: 'submit' }, form.submitLabel);
    const status = el('div', { role: 'status', 'aria-live': 'polite' });
    element.append(submit, status);
    element.addEventListener('submit', async (event) => {
      event.preventDefault();
      const values: Record<string, unknown> = {};
      for (const read of readers) {
        const [label, value] = read();
        if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
        values[label] = value;
      }
      submit.disabled = true;
      status.replaceChildren(el('p', { class: 'muted' }, 'Sending…'));
      try {
        const result = await this.api.json<{ status: string; text: string | null; error: string | null }>(
          'form',
          values,
        );
        if (result.status === 'failed')
          throw new WidgetError(result.error ?? 'The form could not be handled.');
        status.replaceChildren(
          el(
            'p',
            { class: 'muted' },
            result.status === 'succeeded' ? 'Thank you! The answer:' : 'Thank you! It is being handled.',
          ),
        );
        if (result.text) {
          const answer = el('div', { class: 'result md' });
          renderMarkdown(answer, result.text, this.api.base);
          status.append(answer);
        }
      } catch (error) {
        status.replaceChildren(
          el(
            'div',
            { class: 'msg error', role: 'alert' },
            error instanceof WidgetError ? error.message : UNREACHABLE,
          ),
        );
      } finally {
        submit.disabled = false;
      }
    });
    this.body.replaceChildren(element);
  }
}

/** Inline declarations that the host page's `!important` rules cannot override (no shadow root here). */
function important(css: string): string {
  return css
    .split(';')
    .filter(Boolean)
    .map((declaration) => `${declaration}!important`)
    .join(';');
}

/** The iframe fallback's word on a refusal: a small card in the page's corner (inline styles, no shadow DOM). */
function iframeNotice(message: string, side: string): void {
  const notice = el('div', {
    role: 'status',
    style: important(
      `position:fixed;bottom:20px;${side}:20px;z-index:2147483000;max-width:min(340px,calc(100vw - 40px));padding:12px 14px;border-radius:12px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca;font:14px/1.4 system-ui,sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.15)`,
    ),
  });
  notice.textContent = message;
  document.body.append(notice);
}

/** The fallback without shadow DOM: a launcher and the hosted chat page in an iframe. */
async function mountIframe(api: Api, position: string | undefined): Promise<void> {
  let config: Config;
  try {
    config = await api.json<Config>('config');
  } catch (error) {
    const message = error instanceof WidgetError ? error.message : UNREACHABLE;
    console.warn(`[aiz] ${message}`);
    if (isSetupError(error)) iframeNotice(message, position === 'left' ? 'left' : 'right');
    return;
  }
  const side = (position ?? config.position) === 'left' ? 'left' : 'right';
  const accent = /^#[0-9a-f]{6}$/i.test(config.accentColor) ? config.accentColor : '#7c3aed';
  const button = el('button', {
    type: 'button',
    'aria-label': `Open chat: ${config.title}`,
    'aria-expanded': 'false',
    style: important(
      `position:fixed;bottom:20px;${side}:20px;z-index:2147483000;width:56px;height:56px;border-radius:50%;border:0;cursor:pointer;background:${accent};color:#fff;box-shadow:0 8px 30px rgba(0,0,0,.25)`,
    ),
  });
  button.innerHTML = ICON_CHAT.replace('<svg ', '<svg width="26" height="26" ');
  const frame = el('iframe', {
    src: `${config.chatUrl}?embed=1`,
    title: config.title,
    style: important(
      `position:fixed;bottom:88px;${side}:20px;z-index:2147483001;width:min(380px,calc(100vw - 32px));height:min(600px,calc(100vh - 120px));border:0;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.2);background:#fff`,
    ),
  });
  frame.hidden = true;
  button.addEventListener('click', () => {
    frame.hidden = !frame.hidden;
    button.setAttribute('aria-expanded', String(!frame.hidden));
    if (!frame.hidden) frame.focus();
  });
  const hide = () => {
    frame.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !frame.hidden) hide();
  });
  window.addEventListener('message', (event) => {
    if (event.source === frame.contentWindow && event.origin === api.base && event.data === CLOSE_MESSAGE)
      hide();
  });
  document.body.append(frame, button);
}

function currentScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.key) return current;
  return document.querySelector<HTMLScriptElement>('script[data-key][src*="embed.js"]');
}

function start(): void {
  const script = currentScript();
  const key = script?.dataset.key;
  if (!script || !key) {
    console.warn('[aiz] The chat widget needs data-key="aiz_pk_..." on its script tag.');
    return;
  }
  const base = new URL(script.src, location.href).origin;
  const api = new Api(base, key);
  const { theme, position } = script.dataset;
  const wanted = (script.dataset.mode ?? 'launcher') as Mode;
  const mode: Mode =
    wanted !== 'iframe' && typeof Element.prototype.attachShadow !== 'function' ? 'iframe' : wanted;
  const mount = (): void => {
    if (mode === 'iframe') {
      void mountIframe(api, position);
      return;
    }
    const host =
      mode === 'launcher'
        ? el('div', { id: 'aiz-chat-widget' })
        : (document.getElementById('aiz-root') ?? document.body);
    if (mode === 'launcher') document.body.append(host);
    if (mode !== 'launcher') host.style.height = '100%';
    const shadow = host.attachShadow({ mode: 'open' });
    const style = el('style', {}, WIDGET_CSS);
    if (mode === 'form') {
      const form = new FormPage(api, theme);
      shadow.append(style, form.root);
      void form.load();
      return;
    }
    const chat = new Chat(api, key, mode === 'page', {
      ...(theme ? { theme } : {}),
      ...(position ? { position } : {}),
      embedded: script.dataset.embedded === '1',
    });
    shadow.append(style, chat.root);
    void chat.load();
  };
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });
}

start();
