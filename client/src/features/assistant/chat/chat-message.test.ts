import { MAX_HISTORY_MESSAGES } from '@common/schemas/assistant';
import { describe, expect, it } from 'vitest';
import { type ChatMessage, greetingMessage, nextRating, toChatTurns } from './chat-message';

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'x',
  role: 'user',
  content: 'hi',
  timestamp: 0,
  type: 'text',
  suggestions: [],
  recommendedAgents: [],
  userRating: null,
  status: 'done',
  ...over,
});

describe('toChatTurns', () => {
  it('leaves out the greeting, failed and empty answers; keeps attachments on their turn without previews', () => {
    const frame = {
      url: '/api/ai-assistant/files/2',
      mediaType: 'image/jpeg',
      name: 'camera-frame.jpg',
      previewUrl: 'data:image/jpeg;base64,AAAA',
    };
    const file = { url: '/api/ai-assistant/files/1', mediaType: 'application/pdf', name: 'a.pdf', size: 10 };
    const turns = toChatTurns([
      greetingMessage(null, 0),
      msg({ content: 'look', attachments: [frame, file] }),
      msg({ role: 'assistant', content: 'Sorry', status: 'error' }),
      msg({ role: 'assistant', content: '', status: 'stopped' }),
      msg({ role: 'assistant', content: 'A cat.' }),
      msg({ content: 'and now?', attachments: [frame] }),
    ]);
    expect(turns).toEqual([
      {
        role: 'user',
        content: 'look',
        attachments: [
          { url: frame.url, mediaType: 'image/jpeg', name: 'camera-frame.jpg' },
          { url: file.url, mediaType: file.mediaType, name: 'a.pdf' },
        ],
      },
      { role: 'assistant', content: 'A cat.' },
      {
        role: 'user',
        content: 'and now?',
        attachments: [{ url: frame.url, mediaType: 'image/jpeg', name: 'camera-frame.jpg' }],
      },
    ]);
  });

  it('sends at most the allowed number of turns, the newest', () => {
    const many = Array.from({ length: MAX_HISTORY_MESSAGES + 5 }, (_, i) => msg({ content: `m${i}` }));
    const turns = toChatTurns(many);
    expect(turns).toHaveLength(MAX_HISTORY_MESSAGES);
    expect(turns.at(-1)?.content).toBe(`m${MAX_HISTORY_MESSAGES + 4}`);
  });
});

describe('nextRating', () => {
  it('toggles: the same thumb again clears, the other thumb switches', () => {
    expect(nextRating(null, 'positive')).toBe('positive');
    expect(nextRating('positive', 'positive')).toBeNull();
    expect(nextRating('positive', 'negative')).toBe('negative');
    expect(nextRating('negative', 'negative')).toBeNull();
  });
});
