/**
 * A server-sent events parser for text arriving in arbitrary chunks (the WHATWG event-stream format:
 * `event:` and `data:` fields, lines ending in LF, CRLF or CR, a blank line ends an event, `:` starts
 * a comment). The chat stream is a POST, so EventSource cannot read it; fetch and this parser do.
 */
export interface SseEvent {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines joined with LF. */
  data: string;
}

export interface SseParser {
  /** Feeds the next piece of decoded text; complete events are delivered at once. */
  push(chunk: string): void;
  /** The stream ended: a trailing event without its blank line is dropped, as the format says. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];

  function dispatch() {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  }

  function readLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(chunk) {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
        if (char === '\r' && i === buffer.length - 1) break;
        readLine(buffer.slice(start, i));
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer.endsWith('\r')) readLine(buffer.slice(0, -1));
      buffer = '';
      eventName = '';
      data = [];
    },
  };
}
