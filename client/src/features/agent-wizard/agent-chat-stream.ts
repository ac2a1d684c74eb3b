/**
 * One message to the agent (POST /api/agents/{id}/chat) read as server-sent events: fetch and the
 * assistant's SSE parser, since the stream is a POST. Each event is checked against the common contract.
 */
import { type AgentChatEvent, type AgentChatInput, agentChatEventSchema } from '@common/schemas/agents';
import { ApiError, authorizationHeader } from '@/lib/api';
import { createSseParser } from '@/lib/sse-parser';

export async function streamAgentChat(
  agentId: string,
  input: AgentChatInput,
  onEvent: (event: AgentChatEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await fetch(`/api/agents/${encodeURIComponent(agentId)}/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...authorizationHeader() },
    body: JSON.stringify(input),
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  if (!res.body) throw new Error('This browser cannot read a streamed answer.');
  const parser = createSseParser(({ event, data }) => {
    const parsed = agentChatEventSchema.safeParse({ ...JSON.parse(data), type: event });
    if (parsed.success) onEvent(parsed.data);
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.end();
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
