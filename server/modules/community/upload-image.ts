/**
 * Someone signed in uploads an image for a post: read whole (at most COMMUNITY_IMAGE_MAX_BYTES), its type
 * from the bytes, counted against their storage while their uploads are locked, then written under a new id.
 * Nothing is stored when it is refused.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_UPLOAD_STORAGE_MAX_BYTES,
  type communityUploadSchema,
} from '@common/schemas/community';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { communityUploads } from '../../db/schema/community';
import { PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { type IncomingMultipart, readMultipartFile } from '../assistant';
import { imageTypeOf } from './image-signature';
import { removeUploadFile, writeUploadFile } from './upload-files';

export const UPLOAD_FIELD = 'file';
const MB = 1024 * 1024;
export const NOT_AN_IMAGE = 'This file is not a PNG, JPEG, GIF or WebP image.';
export const IMAGE_TOO_LARGE = `An image can be at most ${COMMUNITY_IMAGE_MAX_BYTES / MB} MB.`;
export const STORAGE_FULL = `Your images use all of your ${COMMUNITY_UPLOAD_STORAGE_MAX_BYTES / MB} MB. Reuse an image you uploaded before.`;

export type CommunityUpload = z.infer<typeof communityUploadSchema>;

export function uploadUrl(id: string): string {
  return `/api/community/uploads/${id}`;
}

export async function uploadImage(
  ctx: SignedInContext & { dataDir: string },
  incoming: IncomingMultipart,
): Promise<CommunityUpload> {
  const { bytes } = await readMultipartFile(incoming, {
    field: UPLOAD_FIELD,
    maxFileBytes: COMMUNITY_IMAGE_MAX_BYTES,
    tooLarge: () => new PayloadTooLarge(IMAGE_TOO_LARGE, { maxBytes: COMMUNITY_IMAGE_MAX_BYTES }),
  });
  const mediaType = imageTypeOf(bytes);
  if (!mediaType) throw new UnsupportedMediaType(NOT_AN_IMAGE);
  const id = randomUUID();
  let written = false;
  try {
    await ctx.db.transaction(async (tx) => {
      // One upload at a time per person, so two at once cannot both fit in the last megabytes.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-uploads:${ctx.user.id}`}))`);
      const [used] = await tx
        .select({ bytes: sql<number>`coalesce(sum(${communityUploads.size}), 0)`.mapWith(Number) })
        .from(communityUploads)
        .where(eq(communityUploads.ownerId, ctx.user.id));
      if ((used?.bytes ?? 0) + bytes.byteLength > COMMUNITY_UPLOAD_STORAGE_MAX_BYTES) {
        throw new PayloadTooLarge(STORAGE_FULL, { maxBytes: COMMUNITY_UPLOAD_STORAGE_MAX_BYTES });
      }
      await tx.insert(communityUploads).values({
        id,
        ownerId: ctx.user.id,
        mediaType,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        createdAt: ctx.now(),
      });
      await writeUploadFile(ctx.dataDir, id, bytes);
      written = true;
    });
  } catch (error) {
    if (written) await removeUploadFile(ctx.dataDir, id);
    throw error;
  }
  const url = uploadUrl(id);
  return { id, url, markdown: `![image](${url})` };
}
