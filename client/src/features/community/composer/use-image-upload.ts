/** Uploads an image for a post (POST /api/community/uploads): checks type and size first, reports progress. */
import {
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_TYPES,
  communityUploadSchema,
} from '@common/schemas/community';
import { useState } from 'react';
import { serverMessage } from '@/lib/api';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { COMMUNITY_API } from '../community-api';

const MAX_MB = COMMUNITY_IMAGE_MAX_BYTES / (1024 * 1024);

/** Why a file cannot be uploaded, or null when it can. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(COMMUNITY_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Only PNG, JPEG, GIF or WebP images can be added.';
  if (file.size > COMMUNITY_IMAGE_MAX_BYTES) return `This image is too large: at most ${MAX_MB} MB.`;
  return null;
}

export function useImageUpload(onUploaded: (markdown: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = (file: File) => {
    const problem = imageProblem(file);
    setError(problem);
    if (problem) return;
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    uploadWithProgress(`${COMMUNITY_API}/uploads`, form, setProgress, (b) => communityUploadSchema.parse(b))
      .done.then(
        (answer) => onUploaded(answer.markdown),
        (failure: unknown) =>
          setError(
            serverMessage(failure) ?? (failure instanceof Error ? failure.message : 'The upload failed.'),
          ),
      )
      .finally(() => setProgress(null));
  };
  return { upload, uploading: progress !== null, progress, error };
}
