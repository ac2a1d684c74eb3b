import type { HistoryMessage } from './assistant-api';
import type { ChatMessage } from './chat-message';

/** A stored message of a signed-in user's conversation, as the widget shows it. */
export function fromHistory(stored: HistoryMessage): ChatMessage {
  const answer = stored.role === 'assistant';
  return {
    id: `history-${stored.id}`,
    ...(answer ? { serverId: stored.id } : {}),
    role: stored.role,
    content: stored.content,
    timestamp: Date.parse(stored.timestamp) || Date.now(),
    type: 'text',
    suggestions: [],
    recommendedAgents: [],
    ...(answer && stored.provider
      ? { aiProvider: stored.provider, offline: stored.provider === 'offline' }
      : {}),
    ...(answer && stored.responseTime !== null ? { responseTime: stored.responseTime } : {}),
    userRating: answer ? stored.userRating : null,
    status: 'done',
  };
}
