import { apiErrorBodySchema } from '@common/schemas/errors';
import { ApiError } from '@/lib/api';

/** The server's own explanation of a failed call (`{ error, message }` body), if it gave one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success && parsed.data.message.trim() ? parsed.data.message : null;
  } catch {
    return null;
  }
}
