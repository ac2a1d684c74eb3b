/**
 * The community API's core, mounted at /api/community: categories, thread lists and search (anyone), a
 * thread's page (anyone, as they may see it), and writing (signed in): threads, replies, edits, votes,
 * the solution, read marks and drafts. Moderation, notifications and uploads have their own route files.
 */
import type { AppDeps } from '../../deps';
import { guardJson } from '../../http/json-guard';
import { createRouter } from '../../http/router';
import { serviceContext, signedInContext } from '../../service-context';
import { createReply } from './create-reply';
import { createThread } from './create-thread';
import { deleteDraft, readDraft, saveDraft } from './drafts';
import { editPost } from './edit-post';
import { getThread } from './get-thread';
import { listCategories } from './list-categories';
import { listThreads } from './list-threads';
import { markRead } from './mark-read';
import { setSolution } from './mark-solution';
import { mentionCandidates } from './mention-candidates';
import * as spec from './route-specs';
import { searchThreads } from './search-threads';
import { votePost } from './vote-post';

export function communityRoutes(deps: AppDeps) {
  const anyone = (c: Parameters<typeof serviceContext>[1]) => serviceContext(deps, c);
  const signedIn = (c: Parameters<typeof signedInContext>[1]) => signedInContext(deps, c);
  return createRouter()
    .openapi(spec.categoriesRoute, async (c) => c.json({ categories: await listCategories(anyone(c)) }, 200))
    .openapi(spec.listThreadsRoute, async (c) => {
      const query = c.req.valid('query');
      // A query string is not a JSON body: /api's guard has not seen it.
      guardJson(query);
      return c.json(await listThreads(anyone(c), query), 200);
    })
    .openapi(spec.searchRoute, async (c) => {
      const query = c.req.valid('query');
      guardJson(query);
      return c.json(await searchThreads(anyone(c), query), 200);
    })
    .openapi(spec.createThreadRoute, async (c) =>
      c.json(await createThread(signedIn(c), c.req.valid('json')), 201),
    )
    .openapi(spec.getThreadRoute, async (c) =>
      c.json(await getThread(anyone(c), c.req.valid('param').id), 200),
    )
    .openapi(spec.replyRoute, async (c) =>
      c.json(await createReply(signedIn(c), c.req.valid('param').id, c.req.valid('json').body), 201),
    )
    .openapi(spec.editPostRoute, async (c) =>
      c.json(await editPost(signedIn(c), c.req.valid('param').id, c.req.valid('json').body), 200),
    )
    .openapi(spec.voteRoute, async (c) =>
      c.json(await votePost(signedIn(c), c.req.valid('param').id, true), 200),
    )
    .openapi(spec.unvoteRoute, async (c) =>
      c.json(await votePost(signedIn(c), c.req.valid('param').id, false), 200),
    )
    .openapi(spec.markSolutionRoute, async (c) =>
      c.json(await setSolution(signedIn(c), c.req.valid('param').id, c.req.valid('json').postId), 200),
    )
    .openapi(spec.unmarkSolutionRoute, async (c) =>
      c.json(await setSolution(signedIn(c), c.req.valid('param').id, null), 200),
    )
    .openapi(spec.markReadRoute, async (c) =>
      c.json(await markRead(signedIn(c), c.req.valid('param').id, c.req.valid('json').postNumber), 200),
    )
    .openapi(spec.getDraftRoute, async (c) =>
      c.json({ draft: await readDraft(signedIn(c), c.req.valid('param').key) }, 200),
    )
    .openapi(spec.saveDraftRoute, async (c) =>
      c.json({ draft: await saveDraft(signedIn(c), c.req.valid('param').key, c.req.valid('json')) }, 200),
    )
    .openapi(spec.deleteDraftRoute, async (c) => {
      await deleteDraft(signedIn(c), c.req.valid('param').key);
      return c.json({ draft: null }, 200);
    })
    .openapi(spec.mentionsRoute, async (c) => {
      const { q } = c.req.valid('query');
      guardJson(q);
      return c.json({ usernames: await mentionCandidates(signedIn(c), q) }, 200);
    });
}
