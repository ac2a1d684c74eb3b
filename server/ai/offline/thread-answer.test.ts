import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer';
import type { CitedThread } from './context';
import { OFFLINE_LABEL } from './label';
import { answerFromThreads, QUOTED_CHARS } from './thread-answer';

const solved: CitedThread = {
  id: 12,
  slug: 'how-do-i-import-an-n8n-workflow',
  title: 'How do I import an n8n workflow?',
  solution: 'Open **Workflows**, choose Import and paste the JSON.\n\nThe nodes it cannot run are named.',
  solver: 'ana',
};

describe('answers from solved community threads', () => {
  it('cites the thread by a link and quotes its accepted answer', () => {
    const text = answerFromThreads([solved]);
    expect(text).toContain(
      'The community solved this in [How do I import an n8n workflow?](/community/t/12/how-do-i-import-an-n8n-workflow). The accepted answer, by @ana:',
    );
    expect(text).toContain(
      '> Open **Workflows**, choose Import and paste the JSON.\n>\n> The nodes it cannot run are named.',
    );
  });

  it('shortens a long answer at a paragraph and links a second thread', () => {
    const long = { ...solved, solution: `${'First paragraph. '.repeat(20)}\n\n${'Second. '.repeat(100)}` };
    const text = answerFromThreads([long, { ...solved, id: 13, slug: 'other', title: 'Other' }]);
    expect(text).not.toContain('Second.');
    expect(text).toContain('> …');
    expect(text.length).toBeLessThan(QUOTED_CHARS + 400);
    expect(text).toContain('Also solved: [Other](/community/t/13/other).');
  });

  it('answers from a solved thread before the help articles, still labelled offline', async () => {
    const answer = await answerQuestion('How do I import an n8n workflow?', {
      user: null,
      findSolvedThreads: async () => [solved],
    });
    expect(answer.source).toBe('community');
    expect(answer.threadIds).toEqual([12]);
    expect(answer.text.startsWith('The community solved this in [How do I import an n8n workflow?]')).toBe(
      true,
    );
    expect(answer.text.endsWith(OFFLINE_LABEL)).toBe(true);
  });

  it('falls back to the help articles when no thread answers or the reader fails', async () => {
    const none = await answerQuestion('How do I deploy a workflow?', {
      user: null,
      findSolvedThreads: async () => [],
    });
    expect(none.source).toBe('article');
    const failing = await answerQuestion('How do I deploy a workflow?', {
      user: null,
      findSolvedThreads: async () => {
        throw new Error('database down');
      },
    });
    expect(failing.source).toBe('article');
  });
});
