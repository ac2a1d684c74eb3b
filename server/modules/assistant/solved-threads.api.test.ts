/**
 * The offline assistant answers from a thread solved through the community's API, citing it: a question asked,
 * answered by another person and marked solved by the asker is what a later person's question (typos and all)
 * is answered from. Before it is solved, and for an unrelated question, the assistant cites no thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../ai/offline';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { findSolvedThreads, seedCommunityCategories } from '../community';
import { offlineContextFor } from './offline-context';

describe('the assistant cites solved threads', () => {
  let t: TestApp;
  let asker: SignedInUser;
  let helper: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCommunityCategories(t.database.db);
    asker = await createSignedInUser(t, { username: 'asker' });
    helper = await createSignedInUser(t, { username: 'helper' });
  });
  afterAll(() => t.close());

  const later = () => new Date(Date.now() + 10 * 60_000);
  const ask = (question: string) =>
    answerQuestion(
      question,
      offlineContextFor({
        db: t.database.db,
        user: null,
        now: later,
        findSolvedThreads: findSolvedThreads({ db: t.database.db, now: later }),
      }),
    );

  it('quotes the accepted answer and links the thread once it is solved', async () => {
    const created = await t.request(
      'POST',
      '/api/community/threads',
      {
        category: 'questions',
        title: 'How do I import a Zapier export into a workflow?',
        body: 'I have a Zapier export and want it as a workflow here.',
        tags: ['zapier', 'import'],
      },
      { cookie: asker.cookie },
    );
    expect(created.status).toBe(201);
    const thread = (await created.json()) as { id: number; slug: string };
    const reply = await t.request(
      'POST',
      `/api/community/threads/${thread.id}/posts`,
      {
        body: 'Zapier has no export our importers read yet: rebuild it in the AI Workflow Builder from its steps.',
      },
      { cookie: helper.cookie },
    );
    expect(reply.status).toBe(201);
    const { id: postId } = (await reply.json()) as { id: number };

    const before = await answerQuestion(
      'How do I import a Zapier export?',
      offlineContextFor({
        db: t.database.db,
        user: null,
        now: () => new Date(),
        findSolvedThreads: findSolvedThreads({ db: t.database.db, now: () => new Date() }),
      }),
    );
    expect(before.source).not.toBe('community');

    const marked = await t.request(
      'PUT',
      `/api/community/threads/${thread.id}/solution`,
      { postId },
      { cookie: asker.cookie },
    );
    expect(marked.status).toBe(200);

    // A minute later (the index is rebuilt at most once a minute), with typos.
    const answer = await ask('how do i imprt a zapier exprt?');
    expect(answer.source).toBe('community');
    expect(answer.threadIds).toEqual([thread.id]);
    expect(answer.text).toContain(
      `[How do I import a Zapier export into a workflow?](/community/t/${thread.id}/${thread.slug})`,
    );
    expect(answer.text).toContain('> Zapier has no export our importers read yet');
    expect(answer.text).toContain('by @helper');
  });

  it('cites no thread for a question about something else', async () => {
    const answer = await ask('How do I stake AIZ?');
    expect(answer.source).not.toBe('community');
  });
});
