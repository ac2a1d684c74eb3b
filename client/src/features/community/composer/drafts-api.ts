/** Drafts kept on the server while someone writes ("new" for a new topic, "thread-<id>" for a reply). */
import { type CommunityDraft, draftResponseSchema } from '@common/schemas/community';
import { apiFetch, apiJson } from '@/lib/api';
import { COMMUNITY_API } from '../community-api';

export type DraftKey = 'new' | `thread-${number}`;

const draftUrl = (key: DraftKey) => `${COMMUNITY_API}/drafts/${key}`;

export const fetchDraft = (key: DraftKey) =>
  apiJson('GET', draftUrl(key), { parse: (b) => draftResponseSchema.parse(b).draft });

export const saveDraft = (key: DraftKey, draft: CommunityDraft) =>
  apiFetch('PUT', draftUrl(key), { body: draft });

export const deleteDraft = (key: DraftKey) => apiFetch('DELETE', draftUrl(key)).catch(() => undefined);
