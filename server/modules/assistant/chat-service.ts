/**
 * One assistant turn: resolve attachments, route to the best provider (the offline assistant last),
 * stream the answer, and keep the conversation of signed-in users.
 */
import { randomUUID } from 'node:crypto';
import type { SharedV3ProviderMetadata } from '@ai-sdk/provider';
import type { ChatStreamEvent, chatRequestSchema, RecommendedAgent } from '@common/schemas/assistant';
import { streamText } from 'ai';
import type { z } from 'zod';
import { OFFLINE_PROVIDER_ID, type OfflineContext, withOfflineContext } from '../../ai/offline';
import { NoProviderAvailable } from '../../ai/router';
import type { AiService } from '../../ai/service';
import type { Need, ProviderEntry } from '../../ai/types';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema/assistant';
import type { SessionUser } from '../../http/context';
import { Invalid } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { readAttachmentTexts } from './attachment-text';
import { needsOf, type ResolvedAttachment, sentAsFile, systemPrompt, toModelMessages } from './chat-prompt';
import { offlineContextFor } from './offline-context';

export type ChatRequestInput = z.output<typeof chatRequestSchema>;

export interface ChatServiceDeps {
  ai: AiService;
  db: Database;
  logger: Logger;
  now: () => Date;
  /** Reads an uploaded file the caller owns, by its URL from the upload endpoint. */
  readUpload?: (
    url: string,
    user: SessionUser | null,
    anonymousOwner: string | undefined,
  ) => Promise<ResolvedAttachment | null>;
  /** Follow-up questions to offer after an answer. */
  suggest?: (question: string) => string[];
  /** Agent cards for the conversation (the marketplace's listings; wired in app.ts). */
  recommendAgents?: RecommendAgents;
  /** Solved community threads the offline assistant answers from (the community module; wired in app.ts). */
  findSolvedThreads?: OfflineContext['findSolvedThreads'];
}

/** The conversation the agent cards are chosen for: the latest message, the earlier ones, the page. */
export type RecommendAgents = (conversation: {
  latest: string;
  earlier: string[];
  currentPage?: string | undefined;
}) => Promise<RecommendedAgent[]>;

/** The stream's events, as the contract in common/ says (chatStreamEventSchema). */
export type ChatEvent = ChatStreamEvent;

export const MAX_FRAME_BYTES = 2 * 1024 * 1024;
/** SPEC §8: the assistant's message when a chat fails. */
export const CHAT_FAILED = 'Sorry, I encountered an error. Please try again.';

async function resolveAttachments(
  deps: ChatServiceDeps,
  request: ChatRequestInput,
  user: SessionUser | null,
  anonymousOwner: string | undefined,
): Promise<Map<number, ResolvedAttachment[]>> {
  const resolved = new Map<number, ResolvedAttachment[]>();
  for (const [index, turn] of request.messages.entries()) {
    if (turn.role !== 'user' || !turn.attachments?.length) continue;
    const files: ResolvedAttachment[] = [];
    for (const a of turn.attachments) {
      const frame = /^data:(image\/(?:jpeg|png|webp));base64,([A-Za-z0-9+/=]+)$/.exec(a.url);
      if (frame) {
        const data = new Uint8Array(Buffer.from(frame[2]!, 'base64'));
        if (data.byteLength > MAX_FRAME_BYTES) throw new Invalid('Camera frames can be at most 2 MB.');
        files.push({ mediaType: frame[1]!, data, name: a.name });
        continue;
      }
      const upload = deps.readUpload ? await deps.readUpload(a.url, user, anonymousOwner) : null;
      if (!upload) throw new Invalid(`The attachment ${a.name ?? a.url} was not found. Upload it again.`);
      files.push(upload);
    }
    resolved.set(index, files);
  }
  return resolved;
}

/** One chat turn's context: the services, who is asking, and the signal that ends the turn early. */
export interface ChatContext extends ChatServiceDeps {
  user: SessionUser | null;
  /** The anonymous visitor's upload-owner token, for attachments uploaded signed out. */
  anonymousOwner?: string | undefined;
  signal: AbortSignal;
}

/** Runs one turn and yields its events; the caller turns them into SSE or one JSON answer. */
export async function* runChat(ctx: ChatContext, request: ChatRequestInput): AsyncGenerator<ChatEvent> {
  const started = performance.now();
  const messageId = randomUUID();
  const { user } = ctx;
  const question = request.messages.at(-1)!.content;
  const attachments = await resolveAttachments(ctx, request, user, ctx.anonymousOwner);
  // Listings that fit the conversation, looked up while the answer streams; a failure costs only the cards.
  const recommended = (
    ctx.recommendAgents?.({
      latest: question,
      earlier: request.messages.slice(0, -1).flatMap((m) => (m.role === 'user' ? [m.content] : [])),
      currentPage: request.options.currentPage,
    }) ?? Promise.resolve([])
  ).catch((err: unknown): RecommendedAgent[] => {
    ctx.logger.warn('recommending agents failed', { err });
    return [];
  });
  const preferred =
    request.options.preferredProvider && request.options.preferredProvider !== 'auto'
      ? request.options.preferredProvider
      : undefined;

  // Route by the attachments some provider can read; the others reach the model as notes.
  let needs: Need[] = needsOf(
    request.messages,
    (need) => ctx.ai.router.candidates(['streaming', need], preferred).length > 0,
  );
  let selected: ProviderEntry | undefined;
  const offlineContext = offlineContextFor({
    db: ctx.db,
    user: user ? { id: user.id, username: user.username } : null,
    now: ctx.now,
    findSolvedThreads: ctx.findSolvedThreads,
  });
  const start = () =>
    withOfflineContext(offlineContext, () =>
      streamText({
        model: ctx.ai.router.model({
          needs,
          preferredProvider: preferred,
          onSelect: (entry) => {
            selected = entry;
          },
        }),
        system: systemPrompt({
          signedIn: user !== null,
          username: user?.username,
          currentPage: request.options.currentPage,
          subscriptionTier: request.options.subscriptionTier,
        }),
        messages: toModelMessages(request.messages, attachments, needs),
        maxRetries: 0,
        abortSignal: ctx.signal,
      }),
    );
  // Documents that will not reach the model as files reach it as their text.
  await readAttachmentTexts(attachments, (file) => sentAsFile(file, needs));
  let result = start();

  let text = '';
  let announced = false;
  let offlineFollowUps: string[] | undefined;
  const meta = (): ChatEvent => ({
    type: 'meta',
    messageId,
    provider: selected?.id ?? 'unknown',
    providerName: selected?.name ?? 'Unknown',
    offline: selected?.type === 'offline',
  });
  for (;;) {
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (!announced) {
            announced = true;
            yield meta();
          }
          text += part.text;
          yield { type: 'delta', text: part.text };
        } else if (part.type === 'finish-step') {
          offlineFollowUps = followUpsOf(part.providerMetadata);
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          return;
        }
      }
      break;
    } catch (err) {
      if (ctx.signal.aborted) return;
      // D8: every provider that reads the attachments failed before answering. Route once more with
      // the attachments as notes, so the others (the offline assistant last) answer, as they do once
      // those providers are cooling down.
      if (!announced && needs.length > 1 && err instanceof NoProviderAvailable) {
        needs = ['streaming'];
        await readAttachmentTexts(attachments, (file) => sentAsFile(file, needs));
        result = start();
        continue;
      }
      // A provider that broke after its first token (no failover then), or every provider failing.
      ctx.logger.warn('chat failed', { err });
      yield { type: 'error', message: CHAT_FAILED };
      return;
    }
  }
  if (!announced) yield meta();
  const responseTime = Math.round(performance.now() - started);
  if (user)
    await saveTurn(ctx, user.id, question, {
      id: messageId,
      text,
      provider: selected?.id ?? null,
      responseTime,
    });
  yield {
    type: 'done',
    // The offline assistant's own follow-ups fit its answer (a skill's, say); for other providers, the
    // help articles' follow-ups for the question.
    suggestions: offlineFollowUps ?? ctx.suggest?.(question) ?? [],
    recommendedAgents: await recommended,
    metrics: { responseTime },
  };
}

async function saveTurn(
  deps: ChatServiceDeps,
  userId: string,
  question: string,
  answer: { id: string; text: string; provider: string | null; responseTime: number },
) {
  const at = deps.now();
  await deps.db.insert(chatMessages).values([
    { id: randomUUID(), userId, role: 'user', content: question, createdAt: new Date(at.getTime() - 1) },
    {
      id: answer.id,
      userId,
      role: 'assistant',
      content: answer.text,
      provider: answer.provider,
      responseTimeMs: answer.responseTime,
      createdAt: at,
    },
  ]);
}

/** The follow-up questions the offline assistant attached to its answer, if it answered. */
function followUpsOf(metadata: SharedV3ProviderMetadata | undefined): string[] | undefined {
  const suggestions = metadata?.[OFFLINE_PROVIDER_ID]?.suggestions;
  return Array.isArray(suggestions) && suggestions.every((s) => typeof s === 'string')
    ? (suggestions as string[])
    : undefined;
}
