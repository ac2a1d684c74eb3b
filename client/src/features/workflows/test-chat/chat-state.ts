/**
 * The test chat as a pure state machine: a message sent, then the stream's events (start, tokens, tool
 * calls and their results, then final or error) folded into the answer being written, or a whole answer
 * at once (a workflow's test run). No React, no I/O.
 */
import { countOf } from '@common/plural';
import type { AgentChatEvent } from '@common/schemas/agents';

export interface ChatToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
  /** Absent while the tool runs. */
  output?: string;
  failed?: boolean;
}

export interface ChatUsage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export type ChatTurn =
  | { id: string; role: 'user'; text: string }
  | {
      id: string;
      role: 'assistant';
      text: string;
      status: 'streaming' | 'done' | 'error';
      toolCalls: ChatToolCall[];
      usage?: ChatUsage;
      offline?: boolean;
      error?: string;
    };

export type AssistantTurn = Extract<ChatTurn, { role: 'assistant' }>;

export interface ChatState {
  turns: ChatTurn[];
  /** The conversation the server remembers; null until the first answer starts. */
  sessionId: string | null;
}

export const EMPTY_CHAT: ChatState = { turns: [], sessionId: null };

export type ChatAction =
  | { type: 'send'; id: string; text: string }
  | { type: 'event'; event: AgentChatEvent }
  | { type: 'fail'; message: string }
  /** A whole answer at once (a workflow's test run, which does not stream). */
  | { type: 'answer'; text: string; usage?: ChatUsage; offline?: boolean }
  | { type: 'reset' };

export function isAnswering(state: ChatState): boolean {
  const last = state.turns.at(-1);
  return last?.role === 'assistant' && last.status === 'streaming';
}

function updateAnswer(state: ChatState, change: (turn: AssistantTurn) => AssistantTurn): ChatState {
  const last = state.turns.at(-1);
  if (last?.role !== 'assistant' || last.status !== 'streaming') return state;
  return { ...state, turns: [...state.turns.slice(0, -1), change(last)] };
}

function applyEvent(state: ChatState, event: AgentChatEvent): ChatState {
  switch (event.type) {
    case 'start':
      return { ...state, sessionId: event.sessionId };
    case 'token':
      return updateAnswer(state, (turn) => ({ ...turn, text: turn.text + event.text }));
    case 'tool-call':
      return updateAnswer(state, (turn) => ({
        ...turn,
        toolCalls: [...turn.toolCalls, { id: event.id, name: event.name, input: event.input }],
      }));
    case 'tool-result':
      return updateAnswer(state, (turn) => ({
        ...turn,
        toolCalls: turn.toolCalls.map((call) =>
          call.id === event.id ? { ...call, output: event.output, failed: event.failed } : call,
        ),
      }));
    case 'final':
      return updateAnswer({ ...state, sessionId: event.sessionId }, (turn) => ({
        ...turn,
        // The final answer is the whole text: it replaces what streamed (a model may stream text before a tool call).
        text: event.output,
        status: 'done',
        usage: event.usage,
        offline: event.offline,
      }));
    case 'error':
      return updateAnswer(state, (turn) => ({ ...turn, status: 'error', error: event.message }));
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send': {
      if (isAnswering(state) || action.text.trim() === '') return state;
      return {
        ...state,
        turns: [
          ...state.turns,
          { id: `${action.id}-q`, role: 'user', text: action.text.trim() },
          { id: `${action.id}-a`, role: 'assistant', text: '', status: 'streaming', toolCalls: [] },
        ],
      };
    }
    case 'event':
      return applyEvent(state, action.event);
    case 'fail':
      return updateAnswer(state, (turn) => ({ ...turn, status: 'error', error: action.message }));
    case 'answer':
      return updateAnswer(state, (turn) => ({
        ...turn,
        text: action.text,
        status: 'done',
        ...(action.usage ? { usage: action.usage } : {}),
        offline: action.offline,
      }));
    case 'reset':
      return EMPTY_CHAT;
  }
}

/** "1,234 tokens · $0.0012", or what the offline model costs: nothing. */
export function usageLabel(usage: ChatUsage, offline: boolean): string {
  const tokens = usage.inputTokens + usage.outputTokens;
  const cost = `$${usage.costUsd.toFixed(4)}`;
  if (offline) return `Offline model · no tokens counted · ${cost}`;
  return `${countOf(tokens, 'token')} (${usage.inputTokens.toLocaleString('en-US')} in, ${usage.outputTokens.toLocaleString('en-US')} out) · ${cost}`;
}
