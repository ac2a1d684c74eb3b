/**
 * An incremental parser of a `text/event-stream` body (the widget reads it with fetch + ReadableStream, so it
 * can POST, which EventSource cannot). Feed it text as it arrives, in chunks cut anywhere; it answers the
 * events completed so far. Follows the HTML standard's rules: `event:` and `data:` fields (several data lines
 * join with a newline), one optional space after the colon, comments (`:`) ignored, an event dispatched on a
 * blank line, CR LF, CR or LF line ends.
 */
export interface SseEvent {
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  /** A CR ended the last chunk: an LF starting the next one belongs to it. */
  private pendingCr = false;

  feed(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = text.endsWith('\r');
    this.buffer += text;
    const out: SseEvent[] = [];
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const event = this.line(line);
      if (event) out.push(event);
    }
    return out;
  }

  /** The end of the stream: an event without its blank line is dropped, as the standard says. */
  end(): SseEvent[] {
    this.buffer = '';
    this.event = '';
    this.data = [];
    return [];
  }

  private line(line: string): SseEvent | null {
    if (line === '') {
      if (this.data.length === 0) {
        this.event = '';
        return null;
      }
      const done = { event: this.event || 'message', data: this.data.join('\n') };
      this.event = '';
      this.data = [];
      return done;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}

/** Reads a fetch Response's SSE body, calling `onEvent` for each event as it completes. */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const parser = new SseParser();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of parser.feed(decoder.decode(value, { stream: true }))) onEvent(event);
  }
  for (const event of parser.feed(decoder.decode())) onEvent(event);
}
