/** Solara's one call: POST /api/solar/solara/chat (public; the page is a lazy chunk, so the answer is parsed). */
import {
  type SolaraChatRequest,
  type SolaraChatResponse,
  solaraChatResponseSchema,
} from '@common/schemas/solara';
import { apiJson } from '@/lib/api';

export function sendSolaraMessage(request: SolaraChatRequest): Promise<SolaraChatResponse> {
  return apiJson('POST', '/api/solar/solara/chat', {
    body: request,
    parse: (data) => solaraChatResponseSchema.parse(data),
  });
}
