/** What the model is told: who it is, who is asking and from where. Pure. */
import { PRODUCT_NAME } from '@common/constants';
import type { ChatTurn } from '@common/schemas/assistant';
import type { ModelMessage } from 'ai';
import type { Need } from '../../ai/types';

export interface PromptContext {
  signedIn: boolean;
  username: string | undefined;
  currentPage: string | undefined;
  subscriptionTier: string | undefined;
}

export function systemPrompt(ctx: PromptContext): string {
  return [
    `You are the assistant of ${PRODUCT_NAME}, a web app where people build AI agents and workflows without code, deploy them, trade them in a marketplace, and hold and stake AIZ, the platform's utility token. It also has a solar-energy vertical: the Solara conversational solar agent, a sales console, a CRM and a designer.`,
    'Answer briefly and concretely, in Markdown. Link to screens by their paths (e.g. /marketplace, /workflow-builder, /staking, /agent-wallets, /solar-ai-agent, /providers, /dashboard). Never invent prices, balances, statistics or features; say when you do not know.',
    ctx.signedIn
      ? `The user is signed in as ${ctx.username ?? 'a member'} (subscription: ${ctx.subscriptionTier ?? 'free'}).`
      : 'The user is not signed in; sign-up is by e-mail code and the first 100 people get 1000 AIZ.',
    ctx.currentPage ? `They are on the page ${ctx.currentPage}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

const NEED_BY_PREFIX: [string, Need][] = [
  ['image/', 'image'],
  ['video/', 'video'],
  ['audio/', 'audio'],
  ['application/pdf', 'pdf'],
];

/** The input capability a provider needs to read a file of this type; undefined when none names it. */
export function needOfMediaType(mediaType: string): Need | undefined {
  return NEED_BY_PREFIX.find(([prefix]) => mediaType.startsWith(prefix))?.[1];
}

/**
 * Capabilities the conversation needs from a provider: streaming, and the inputs of its attachments
 * that some provider can read (`canRead`). An attachment nobody reads does not narrow the choice: it
 * reaches the model as a note instead (see toModelMessages).
 */
export function needsOf(
  messages: readonly ChatTurn[],
  canRead: (need: Need) => boolean = () => true,
): Need[] {
  const needs = new Set<Need>(['streaming']);
  for (const m of messages) {
    for (const a of m.attachments ?? []) {
      const need = needOfMediaType(a.mediaType);
      if (need && canRead(need)) needs.add(need);
    }
  }
  return [...needs];
}

/** A document's text, or why a document has none (attachment-text.ts). */
export type AttachmentDocument = { text: string } | { unreadable: string };

export interface ResolvedAttachment {
  mediaType: string;
  data: Uint8Array;
  name: string | undefined;
  /** Read when the file does not reach the model as itself: its text, or null when it is no document. */
  document?: AttachmentDocument | null;
}

/** Marks the text parts that stand for an attachment, so the offline assistant knows files came. */
export const ATTACHMENT_PART = { aiz: { attachment: true } } as const;

/** Marks a part holding a document's text, after a first line naming it (the offline assistant answers from it). */
export const documentPart = (name: string) => ({ aiz: { attachment: true, document: name } }) as const;

/** Whether the route's providers get the file as itself (an image or file part), not as text or a note. */
export function sentAsFile(file: Pick<ResolvedAttachment, 'mediaType'>, needs: readonly Need[]): boolean {
  const need = needOfMediaType(file.mediaType);
  return need !== undefined && needs.includes(need);
}
/** Characters of a plain-text attachment passed to the model. */
export const INLINE_TEXT_MAX = 20_000;

type UserPart =
  | { type: 'text'; text: string; providerOptions?: typeof ATTACHMENT_PART | ReturnType<typeof documentPart> }
  | { type: 'image'; image: Uint8Array; mediaType: string }
  | { type: 'file'; data: Uint8Array; mediaType: string; filename?: string };

/**
 * One attachment as the model receives it: as itself when the route's providers read its kind
 * (`needs`); a document (text, markdown, PDF, DOCX) as its text, which every model reads, once
 * `readAttachmentTexts` has read it; anything else (a .doc, or a kind no connected provider reads) as a
 * note saying so. A provider is never sent a part it would refuse.
 */
function attachmentPart(file: ResolvedAttachment, needs: readonly Need[]): UserPart {
  const label = file.name ?? 'the attached file';
  if (sentAsFile(file, needs)) {
    return file.mediaType.startsWith('image/')
      ? { type: 'image', image: file.data, mediaType: file.mediaType }
      : {
          type: 'file',
          data: file.data,
          mediaType: file.mediaType,
          ...(file.name ? { filename: file.name } : {}),
        };
  }
  const document = file.document;
  if (document && 'text' in document) {
    const cut = document.text.length > INLINE_TEXT_MAX;
    const text = cut
      ? `${document.text.slice(0, INLINE_TEXT_MAX)}\n[… cut at ${INLINE_TEXT_MAX} characters]`
      : document.text;
    return { type: 'text', text: `Attached file ${label}:\n\n${text}`, providerOptions: documentPart(label) };
  }
  if (document) {
    return {
      type: 'text',
      text: `[${label} is attached, but ${document.unreadable}, so its content is not included.]`,
      providerOptions: ATTACHMENT_PART,
    };
  }
  return {
    type: 'text',
    text: `[${label} (${file.mediaType}) is attached, but no connected AI provider can read this kind of file, so its content is not included.]`,
    providerOptions: ATTACHMENT_PART,
  };
}

/** AI SDK messages; attachments already resolved to bytes (only on user turns). */
export function toModelMessages(
  messages: readonly ChatTurn[],
  attachments: ReadonlyMap<number, ResolvedAttachment[]>,
  needs: readonly Need[] = ['image', 'pdf', 'audio', 'video'],
): ModelMessage[] {
  return messages.map((m, index): ModelMessage => {
    if (m.role === 'assistant') return { role: 'assistant', content: m.content };
    const files = attachments.get(index) ?? [];
    if (files.length === 0) return { role: 'user', content: m.content };
    return {
      role: 'user',
      content: [{ type: 'text', text: m.content }, ...files.map((f) => attachmentPart(f, needs))],
    };
  });
}
