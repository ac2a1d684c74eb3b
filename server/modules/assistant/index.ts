/**
 * The assistant module's public surface: the chat routes (mounted at /api/ai/enhanced) and the
 * widget's routes (voice, history, uploads, ratings; mounted at /api/ai-assistant).
 */
import type { AppDeps } from '../../deps';
import { createRouter } from '../../http/router';
import { assistantFileRoutes } from './uploads-routes';
import { voiceAndHistoryRoutes } from './voice-routes';

export { CHAT_RATE_LIMIT, chatRoutes } from './chat-routes';
export { RATING_RATE_LIMIT } from './ratings-routes';
export { UPLOAD_RATE_LIMIT } from './uploads-routes';
export { MAX_VOICE_BYTES, VOICE_RATE_LIMIT } from './voice-routes';

export function assistantRoutes(deps: AppDeps) {
  const router = createRouter();
  router.route('/', voiceAndHistoryRoutes(deps));
  router.route('/', assistantFileRoutes(deps));
  return router;
}
// The workflows' knowledge uploads and the marketplace's images read multipart bodies the same way.
export { sanitizeFileName } from './uploads-file-name';
export {
  type IncomingMultipart,
  MULTIPART_ENVELOPE_BYTES,
  readMultipartFile,
} from './uploads-multipart-file';
