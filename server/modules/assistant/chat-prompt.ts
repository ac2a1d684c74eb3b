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

/** Capabilities the conversation needs from a provider, from the kinds of its attachments. */
export function needsOf(messages: readonly ChatTurn[]): Need[] {
  const needs = new Set<Need>(['streaming']);
  for (const m of messages) {
    for (const a of m.attachments ?? []) {
      const hit = NEED_BY_PREFIX.find(([prefix]) => a.mediaType.startsWith(prefix));
      if (hit) needs.add(hit[1]);
    }
  }
  return [...needs];
}

export interface ResolvedAttachment {
  mediaType: string;
  data: Uint8Array;
  name: string | undefined;
}

/** AI SDK messages; attachments already resolved to bytes (only on user turns). */
export function toModelMessages(
  messages: readonly ChatTurn[],
  attachments: ReadonlyMap<number, ResolvedAttachment[]>,
): ModelMessage[] {
  return messages.map((m, index): ModelMessage => {
    if (m.role === 'assistant') return { role: 'assistant', content: m.content };
    const files = attachments.get(index) ?? [];
    if (files.length === 0) return { role: 'user', content: m.content };
    return {
      role: 'user',
      content: [
        { type: 'text', text: m.content },
        ...files.map((f) =>
          f.mediaType.startsWith('image/')
            ? { type: 'image' as const, image: f.data, mediaType: f.mediaType }
            : {
                type: 'file' as const,
                data: f.data,
                mediaType: f.mediaType,
                ...(f.name ? { filename: f.name } : {}),
              },
        ),
      ],
    };
  });
}
