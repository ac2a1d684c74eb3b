/**
 * Assistant uploads: receive one file from a multipart body straight to disk (hashing it and checking
 * its content as it streams, stopping at the size cap), record it, and find it again for its owner.
 * Bytes live in DATA_DIR/uploads/<id>; rows in assistant_uploads.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@common/schemas/assistant';
import { eq } from 'drizzle-orm';
import { assistantUploads } from '../../db/schema';
import { Invalid, PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors';
import type { ServiceContext } from '../../service-context';
import { ACCEPTED_DESCRIPTION, ACCEPTED_MEDIA_TYPES, UploadContentCheck } from './uploads-content';
import { sanitizeFileName } from './uploads-file-name';
import {
  MalformedMultipart,
  MultipartBodyTooLarge,
  multipartBoundary,
  readMultipart,
} from './uploads-multipart';
import { ownsUpload, type UploadOwner } from './uploads-owner';

export const UPLOAD_FIELD = 'file';
/** Room for the multipart envelope (boundaries, part headers, small fields) around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const UPLOADS_DIR = 'uploads';
export const FILE_URL_PREFIX = '/api/ai-assistant/files/';

export class FileTooLarge extends PayloadTooLarge {
  constructor() {
    super(`Files can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, {
      maxBytes: MAX_UPLOAD_BYTES,
    });
  }
}

export class FileTypeNotAllowed extends UnsupportedMediaType {
  constructor(detected: string | null) {
    super(`This type of file cannot be uploaded. Accepted: ${ACCEPTED_DESCRIPTION}.`, {
      detected,
      accepted: ACCEPTED_MEDIA_TYPES,
    });
  }
}

const NO_FILE = `No file: send it as multipart/form-data in a field named "${UPLOAD_FIELD}".`;

/** The service context, plus the folder the files live in (DATA_DIR). */
export interface UploadContext extends Pick<ServiceContext, 'db' | 'now'> {
  dataDir: string;
}

export interface IncomingUpload {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  contentLength: string | undefined;
  owner: UploadOwner;
}

export interface StoredUpload {
  id: string;
  url: string;
  name: string;
  size: number;
  mediaType: string;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, UPLOADS_DIR);
}

/** Stores the first file of the body under a new id; nothing is left on disk if it is refused. */
export async function receiveUpload(ctx: UploadContext, incoming: IncomingUpload): Promise<StoredUpload> {
  const { owner } = incoming;
  const boundary = multipartBoundary(incoming.contentType);
  if (!boundary || !incoming.body) throw new Invalid(NO_FILE);
  const maxBodyBytes = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(incoming.contentLength);
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw new FileTooLarge();

  const dir = uploadsDir(ctx.dataDir);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = path.join(dir, `${id}.part`);
  const final = path.join(dir, id);

  let file: Awaited<ReturnType<typeof open>> | undefined;
  let found: { fileName: string | null; contentType: string | null } | undefined;
  let done = false;
  let size = 0;
  const hash = createHash('sha256');
  let check: UploadContentCheck | undefined;
  let decided = false;

  try {
    await readMultipart(
      incoming.body,
      boundary,
      {
        async onPart(part) {
          if (found || part.fieldName !== UPLOAD_FIELD) return false;
          found = { fileName: part.fileName, contentType: part.contentType };
          check = new UploadContentCheck(part.contentType);
          file = await open(partial, 'wx', 0o600);
          return true;
        },
        async onData(chunk) {
          size += chunk.byteLength;
          if (size > MAX_UPLOAD_BYTES) throw new FileTooLarge();
          hash.update(chunk);
          check!.push(chunk);
          if (!decided && check!.sampleComplete) {
            decided = true;
            const verdict = await check!.early();
            if (verdict.kind === 'refused') throw new FileTypeNotAllowed(verdict.detected);
          }
          await file!.write(chunk);
        },
        async onPartEnd() {
          done = true;
        },
      },
      { maxBodyBytes },
    );
    if (!found || !done) throw new Invalid(NO_FILE);
    if (size === 0) throw new Invalid('The file is empty.');
    const verdict = await check!.final();
    if (verdict.kind !== 'accepted')
      throw new FileTypeNotAllowed(verdict.kind === 'refused' ? verdict.detected : null);

    await file!.close();
    file = undefined;
    await rename(partial, final);
    const row = {
      id,
      ownerUserId: owner.userId,
      ownerTokenHash: owner.tokenHash,
      name: sanitizeFileName(found.fileName, verdict.type),
      mediaType: verdict.type.mediaType,
      size,
      sha256: hash.digest('hex'),
      createdAt: ctx.now(),
    };
    try {
      await ctx.db.insert(assistantUploads).values(row);
    } catch (error) {
      await rm(final, { force: true });
      throw error;
    }
    return { id, url: `${FILE_URL_PREFIX}${id}`, name: row.name, size, mediaType: row.mediaType };
  } catch (error) {
    await file?.close().catch(() => {});
    await rm(partial, { force: true });
    if (error instanceof MultipartBodyTooLarge) throw new FileTooLarge();
    if (error instanceof MalformedMultipart)
      throw new Invalid(`The upload is not valid multipart/form-data: ${error.message}`);
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OwnedUpload {
  id: string;
  name: string;
  mediaType: string;
  size: number;
  filePath: string;
}

/** The upload if it exists and the caller owns it; otherwise null (the caller answers 404 either way). */
export interface UploadLookup {
  id: string;
  userId: string | null;
  /** The signed-out caller's owner cookie, if any. */
  anonymousToken: string | undefined;
}

export async function findOwnedUpload(
  ctx: Pick<UploadContext, 'db' | 'dataDir'>,
  { id, userId, anonymousToken }: UploadLookup,
): Promise<OwnedUpload | null> {
  if (!UUID.test(id)) return null;
  const [row] = await ctx.db.select().from(assistantUploads).where(eq(assistantUploads.id, id.toLowerCase()));
  if (!row || !ownsUpload(row, userId, anonymousToken)) return null;
  const filePath = path.join(uploadsDir(ctx.dataDir), row.id);
  const onDisk = await stat(filePath).catch(() => null);
  if (!onDisk?.isFile()) return null;
  return { id: row.id, name: row.name, mediaType: row.mediaType, size: onDisk.size, filePath };
}

/** The file's bytes as a web stream. */
export function uploadStream(upload: OwnedUpload): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(upload.filePath)) as ReadableStream<Uint8Array>;
}

/**
 * An upload the caller owns, by the URL the upload endpoint returned, read whole (for handing to an AI
 * provider; at most MAX_UPLOAD_BYTES). Null if the URL is not ours, the file is gone or not theirs.
 */
export async function readOwnedUpload(
  ctx: Pick<UploadContext, 'db' | 'dataDir'>,
  { url, userId, anonymousToken }: { url: string; userId: string | null; anonymousToken: string | undefined },
): Promise<{ mediaType: string; data: Uint8Array; name: string } | null> {
  const pathname = URL.canParse(url, 'http://local') ? new URL(url, 'http://local').pathname : '';
  if (!pathname.startsWith(FILE_URL_PREFIX)) return null;
  const id = pathname.slice(FILE_URL_PREFIX.length);
  const upload = await findOwnedUpload(ctx, { id, userId, anonymousToken });
  if (!upload) return null;
  return {
    mediaType: upload.mediaType,
    data: new Uint8Array(await readFile(upload.filePath)),
    name: upload.name,
  };
}
