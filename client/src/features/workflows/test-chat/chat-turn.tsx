import { ChevronRight, TriangleAlert, Wrench } from 'lucide-react';
import { Markdown } from '@/components/markdown/markdown';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { type ChatToolCall, type ChatTurn, usageLabel } from './chat-state';

function pretty(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

function ToolCallView({ call }: { call: ChatToolCall }) {
  const running = call.output === undefined;
  return (
    <details className="group rounded-lg border border-border bg-background/60 text-xs">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
        <Wrench className="size-3.5 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium font-mono">{call.name}</span>
        <span className={cn('ml-auto', call.failed ? 'text-destructive' : 'text-muted-foreground')}>
          {running ? 'running…' : call.failed ? 'failed' : 'done'}
        </span>
      </summary>
      <div className="grid gap-2 border-border border-t p-2">
        <div>
          <p className="mb-1 font-medium text-muted-foreground">Arguments</p>
          <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2">
            {pretty(call.input)}
          </pre>
        </div>
        {running ? null : (
          <div>
            <p className="mb-1 font-medium text-muted-foreground">Result</p>
            <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2">
              {pretty(call.output)}
            </pre>
          </div>
        )}
      </div>
    </details>
  );
}

export function ChatTurnView({ turn, onNavigate }: { turn: ChatTurn; onNavigate: (path: string) => void }) {
  if (turn.role === 'user')
    return (
      <li className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-primary-foreground text-sm">
        <span className="sr-only">You: </span>
        <span className="whitespace-pre-wrap break-words">{turn.text}</span>
      </li>
    );
  return (
    <li className="grid max-w-[92%] gap-2" aria-busy={turn.status === 'streaming'} data-status={turn.status}>
      {turn.toolCalls.length > 0 ? (
        <ul className="grid gap-1" aria-label="Tool calls">
          {turn.toolCalls.map((call) => (
            <li key={call.id}>
              <ToolCallView call={call} />
            </li>
          ))}
        </ul>
      ) : null}
      {turn.text || turn.status === 'streaming' ? (
        <div className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">
          <span className="sr-only">Agent: </span>
          {turn.text ? (
            <div data-testid="agent-answer">
              {/* Plain text while it streams (half a link is not a link), markdown once it is complete. */}
              {turn.status === 'streaming' ? (
                <span className="whitespace-pre-wrap break-words">{turn.text}</span>
              ) : (
                <Markdown text={turn.text} onNavigate={onNavigate} />
              )}
            </div>
          ) : (
            <span className="flex items-center gap-2 text-muted-foreground">
              <Spinner className="size-3.5" /> Thinking…
            </span>
          )}
        </div>
      ) : null}
      {turn.status === 'error' ? (
        <p role="alert" className="flex items-start gap-2 text-destructive text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {turn.error}
        </p>
      ) : null}
      {turn.status === 'done' && turn.usage ? (
        <p className="text-muted-foreground text-xs" data-testid="answer-usage">
          {usageLabel(turn.usage, turn.offline === true)}
        </p>
      ) : null}
    </li>
  );
}
