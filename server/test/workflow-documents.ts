/**
 * Workflow documents for API tests: a node and an edge in the document's shape (one typeVersion, the id as
 * its name), and the events of a server-sent event stream as a test reads them.
 */
export const node = (id: string, type: string, parameters: Record<string, unknown> = {}, notes?: string) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
  ...(notes ? { notes } : {}),
});

export const edge = (source: string, target: string, sourceOutput = 0) => ({
  id: `${source}-${target}${sourceOutput ? `-${sourceOutput}` : ''}`,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** `event:` and `data:` lines of each block (JSON data), in order. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(
        block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n'),
      ),
    }));
}
