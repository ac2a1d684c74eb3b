/**
 * Voice input and conversation history of the assistant widget.
 * POST /api/ai-assistant/voice: multipart `audio` → transcription by the first healthy provider with
 * speech-to-text (failing over among them); 501 when none is configured.
 */

import { historyResponseSchema, voiceResponseSchema } from '@common/schemas/assistant';
import { createRoute, z } from '@hono/zod-openapi';
import { NoProviderAvailable } from '../../ai/router';
import type { AppDeps } from '../../deps';
import { limitBody } from '../../http/body-limit';
import { jsonContent } from '../../http/openapi';
import { enforceLimit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import {
  Invalid,
  NotImplemented,
  PayloadTooLarge,
  Unavailable,
  UnsupportedMediaType,
} from '../../lib/errors';
import { signedInContext } from '../../service-context';
import { clearChatHistory, readChatHistory } from './chat-history';

export const MAX_VOICE_BYTES = 10 * 1024 * 1024;
export const VOICE_RATE_LIMIT = { limit: 20, windowMs: 60_000 };
const AUDIO_TYPES = /^audio\/(webm|ogg|wav|x-wav|mpeg|mp4|m4a|x-m4a|aac|flac)(;.*)?$/;

export class NoTranscriptionProvider extends NotImplemented {
  constructor() {
    super(
      'Voice input needs an AI provider with speech-to-text. An operator can enable it by setting OPENAI_API_KEY.',
      'no_transcription_provider',
    );
  }
}

export class VoiceTooLarge extends PayloadTooLarge {
  constructor() {
    super('Voice messages can be at most 10 MB.', { maxBytes: MAX_VOICE_BYTES });
  }
}

const voiceRoute = createRoute({
  method: 'post',
  path: '/voice',
  summary: 'Transcribe a recorded voice message',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ audio: z.any().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(voiceResponseSchema, 'The transcription'),
    ...errorResponses(400, 413, 415, 429, 501, 503),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/history',
  summary: "The signed-in user's recent assistant conversation, oldest first",
  responses: {
    200: jsonContent(historyResponseSchema, 'Messages'),
    ...errorResponses(401),
  },
});
const clearRoute = createRoute({
  method: 'delete',
  path: '/history',
  summary: "Forget the signed-in user's assistant conversation",
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), 'Cleared'),
    ...errorResponses(401),
  },
});

export function voiceAndHistoryRoutes(deps: AppDeps) {
  const router = createRouter();
  // Larger than the app's 1 MB JSON limit, which does not apply to multipart bodies.
  router.use(
    '/voice',
    limitBody(MAX_VOICE_BYTES + 64 * 1024, () => new VoiceTooLarge()),
  );
  return router
    .openapi(voiceRoute, async (c) => {
      await enforceLimit(c, {
        name: 'voice',
        by: 'user',
        rule: VOICE_RATE_LIMIT,
        message: 'Too many voice messages. Please wait a moment.',
      });
      const transcribers = deps.ai.transcribers();
      if (transcribers.length === 0) throw new NoTranscriptionProvider();
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_VOICE_BYTES) throw new VoiceTooLarge();
      // Hono's formData() answers a thenable, not a Promise: no .catch() on it.
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new Invalid('Send the recording as multipart/form-data in the field "audio".');
      }
      const audio = form.get('audio');
      if (!(audio instanceof File) || audio.size === 0)
        throw new Invalid('Send the recording in the field "audio".');
      if (audio.size > MAX_VOICE_BYTES) throw new VoiceTooLarge();
      if (!AUDIO_TYPES.test(audio.type)) {
        throw new UnsupportedMediaType('Send audio as WebM, Ogg, WAV, MP3, MP4/M4A, AAC or FLAC.');
      }
      const bytes = new Uint8Array(await audio.arrayBuffer());
      const mediaType = audio.type.split(';')[0]!;
      try {
        const { text, providerId } = await deps.ai.router.transcribe(bytes, mediaType, c.req.raw.signal);
        return c.json({ transcription: text, provider: providerId }, 200);
      } catch (err) {
        if (!(err instanceof NoProviderAvailable)) throw err;
        deps.logger.error('every transcription provider failed', { err: err.message });
        throw new Unavailable('The recording could not be transcribed. Please try again.', {
          code: 'transcription_failed',
        });
      }
    })
    .openapi(historyRoute, async (c) => {
      const history = await readChatHistory(signedInContext(deps, c));
      c.header('Cache-Control', 'no-store');
      return c.json(history, 200);
    })
    .openapi(clearRoute, async (c) => {
      await clearChatHistory(signedInContext(deps, c));
      return c.json({ success: true as const }, 200);
    });
}
