/** The OpenAPI description of every core /api/community route (routes.ts binds each to its service). */
import {
  communityCategorySchema,
  communitySearchQuerySchema,
  createdPostSchema,
  createdThreadSchema,
  draftKeySchema,
  draftResponseSchema,
  draftSchema,
  editedPostSchema,
  editPostSchema,
  markReadSchema,
  mentionCandidatesSchema,
  mentionQuerySchema,
  newReplySchema,
  newThreadSchema,
  postIdParamSchema,
  readMarkSchema,
  solutionResultSchema,
  solutionSchema,
  threadDetailSchema,
  threadIdParamSchema,
  threadListQuerySchema,
  threadPageSchema,
  voteResultSchema,
} from '@common/schemas/community';
import { createRoute, z } from '@hono/zod-openapi';
import { jsonBody, jsonContent } from '../../http/openapi';
import { errorResponses } from '../../http/router';

const tags = ['Community'];
const thread = { params: threadIdParamSchema };
const post = { params: postIdParamSchema };
const draft = { params: draftKeySchema };

export const categoriesRoute = createRoute({
  tags,
  method: 'get',
  path: '/categories',
  summary: 'The categories, each with how many threads it shows',
  responses: {
    200: jsonContent(z.object({ categories: z.array(communityCategorySchema) }), 'The categories'),
  },
});

export const listThreadsRoute = createRoute({
  tags,
  method: 'get',
  path: '/threads',
  summary: 'Threads: latest, top of a period or unanswered; by category, tag or author',
  request: { query: threadListQuerySchema },
  responses: { 200: jsonContent(threadPageSchema, 'A page of threads'), ...errorResponses(400) },
});

export const searchRoute = createRoute({
  tags,
  method: 'get',
  path: '/search',
  summary: 'Full-text search of the threads, tolerant of typos, most relevant first, with excerpts',
  request: { query: communitySearchQuerySchema },
  responses: { 200: jsonContent(threadPageSchema, 'A page of matching threads'), ...errorResponses(400) },
});

export const createThreadRoute = createRoute({
  tags,
  method: 'post',
  path: '/threads',
  summary: 'Start a thread (its question is post 1); held for review when it looks like spam',
  request: jsonBody(newThreadSchema),
  responses: { 201: jsonContent(createdThreadSchema, 'Started'), ...errorResponses(400, 401, 429) },
});

export const getThreadRoute = createRoute({
  tags,
  method: 'get',
  path: '/threads/{id}',
  summary: "A thread's page: its posts as the caller may see them, and what the caller may do",
  request: thread,
  responses: { 200: jsonContent(threadDetailSchema, 'The thread'), ...errorResponses(400, 404) },
});

export const replyRoute = createRoute({
  tags,
  method: 'post',
  path: '/threads/{id}/posts',
  summary: 'Reply to a thread (refused when it is locked, but to moderators)',
  request: { ...thread, ...jsonBody(newReplySchema) },
  responses: { 201: jsonContent(createdPostSchema, 'Posted'), ...errorResponses(400, 401, 403, 404, 429) },
});

export const editPostRoute = createRoute({
  tags,
  method: 'patch',
  path: '/posts/{id}',
  summary: 'Edit a post: its author (not in a locked thread) or a moderator',
  request: { ...post, ...jsonBody(editPostSchema) },
  responses: { 200: jsonContent(editedPostSchema, 'Edited'), ...errorResponses(400, 401, 403, 404) },
});

const voteResponses = {
  200: jsonContent(voteResultSchema, 'The votes'),
  ...errorResponses(400, 401, 403, 404),
};
export const voteRoute = createRoute({
  tags,
  method: 'put',
  path: '/posts/{id}/vote',
  summary: "Up-vote a post (not one's own); again is no second vote",
  request: post,
  responses: voteResponses,
});
export const unvoteRoute = createRoute({
  tags,
  method: 'delete',
  path: '/posts/{id}/vote',
  summary: 'Take back an up-vote',
  request: post,
  responses: voteResponses,
});

const solutionResponses = {
  200: jsonContent(solutionResultSchema, 'The solution'),
  ...errorResponses(400, 401, 403, 404),
};
export const markSolutionRoute = createRoute({
  tags,
  method: 'put',
  path: '/threads/{id}/solution',
  summary: 'Mark a reply as the solution: the asker or a moderator',
  request: { ...thread, ...jsonBody(solutionSchema) },
  responses: solutionResponses,
});
export const unmarkSolutionRoute = createRoute({
  tags,
  method: 'delete',
  path: '/threads/{id}/solution',
  summary: 'Unmark the solution: the asker or a moderator',
  request: thread,
  responses: solutionResponses,
});

export const markReadRoute = createRoute({
  tags,
  method: 'post',
  path: '/threads/{id}/read',
  summary: 'Raise the caller’s read mark of a thread',
  request: { ...thread, ...jsonBody(markReadSchema) },
  responses: { 200: jsonContent(readMarkSchema, 'The mark'), ...errorResponses(400, 401, 404) },
});

const draftResponses = {
  200: jsonContent(draftResponseSchema, 'The draft, or null'),
  ...errorResponses(400, 401),
};
export const getDraftRoute = createRoute({
  tags,
  method: 'get',
  path: '/drafts/{key}',
  summary: 'The caller’s draft of a new thread ("new") or of a reply ("thread-<id>"); null when none',
  request: draft,
  responses: draftResponses,
});
export const saveDraftRoute = createRoute({
  tags,
  method: 'put',
  path: '/drafts/{key}',
  summary: 'Save a draft',
  request: { ...draft, ...jsonBody(draftSchema) },
  responses: draftResponses,
});
export const deleteDraftRoute = createRoute({
  tags,
  method: 'delete',
  path: '/drafts/{key}',
  summary: 'Throw a draft away (posted, or discarded)',
  request: draft,
  responses: draftResponses,
});

export const mentionsRoute = createRoute({
  tags,
  method: 'get',
  path: '/mentions',
  summary: 'Usernames starting with q, for @-autocomplete',
  request: { query: mentionQuerySchema },
  responses: { 200: jsonContent(mentionCandidatesSchema, 'Up to 8 usernames'), ...errorResponses(400, 401) },
});
