/**
 * A deployment's live logs in a side drawer: its last calls, then each call and its run's steps as they
 * happen, coloured by status. Scrolling stays at the newest line unless the person pauses it.
 */
import { countOf } from '@common/plural';
import type { DeploymentLogEvent } from '@common/schemas/fleet';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useDeploymentLogs } from './api';

const MAX_LINES = 500;

interface Line {
  key: string;
  at: string;
  text: string;
  tone: 'ok' | 'error' | 'running' | 'muted';
}

const TONES: Record<Line['tone'], string> = {
  ok: 'text-emerald-700 dark:text-emerald-400',
  error: 'text-red-700 dark:text-red-400',
  running: 'text-sky-700 dark:text-sky-400',
  muted: 'text-muted-foreground',
};

const short = (runId: string) => runId.slice(0, 8);
const time = (iso: string) => new Date(iso).toLocaleTimeString();

/** One line of the log for an event; null for what is not shown (heartbeats). */
export function lineOf(event: DeploymentLogEvent, n: number): Line | null {
  switch (event.type) {
    case 'call': {
      const c = event.call;
      const tone = c.status === 'failed' ? 'error' : c.status === 'running' ? 'running' : 'ok';
      const took = c.durationMs === null ? '' : ` in ${c.durationMs} ms`;
      return {
        key: `call-${c.runId}-${n}`,
        at: c.startedAt,
        tone: event.history ? (tone === 'running' ? 'muted' : tone) : 'running',
        text: `${short(c.runId)} ${c.surface.toUpperCase()} v${c.version} ${event.history ? c.status + took : 'called'}${c.error ? ` — ${c.error}` : ''}`,
      };
    }
    case 'run-started':
      return { key: `${n}`, at: event.at, tone: 'running', text: `${short(event.runId)} run started` };
    case 'node-started':
      return {
        key: `${n}`,
        at: event.at,
        tone: 'muted',
        text: `${short(event.runId)} ${event.nodeId} started`,
      };
    case 'node-finished':
      return {
        key: `${n}`,
        at: event.at,
        tone: event.status === 'failed' ? 'error' : 'muted',
        text: `${short(event.runId)} ${event.nodeId} ${event.status} in ${Math.round(event.durationMs)} ms${event.error ? ` — ${event.error.message}` : ''}`,
      };
    case 'run-finished': {
      const r = event.run;
      return {
        key: `${n}`,
        at: r.finishedAt ?? r.startedAt,
        tone: r.status === 'succeeded' ? 'ok' : r.status === 'failed' ? 'error' : 'muted',
        text: `${short(event.runId)} ${r.status}${r.durationMs === null ? '' : ` in ${r.durationMs} ms`}${r.error ? ` — ${r.error.message}` : ''}`,
      };
    }
    case 'error':
      return { key: `${n}`, at: new Date().toISOString(), tone: 'error', text: event.message };
    default:
      return null;
  }
}

/** The tail of one deployment's logs; keyed by the deployment, so another one starts afresh. */
function LogTail({ id }: { id: string }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [following, setFollowing] = useState(true);
  const counter = useRef(0);
  const seen = useRef(new Set<string>());
  const bottom = useRef<HTMLDivElement>(null);
  useDeploymentLogs(id, (event) => {
    // A reconnect sends the history again: show each past call once.
    if (event.type === 'call' && event.history) {
      if (seen.current.has(event.call.runId)) return;
      seen.current.add(event.call.runId);
    }
    const line = lineOf(event, counter.current++);
    if (line) setLines((all) => [...all, line].slice(-MAX_LINES));
  });
  useEffect(() => {
    if (following && lines.length > 0) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lines, following]);
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {lines.length === 0 ? 'Waiting for calls…' : countOf(lines.length, 'line')}
        </p>
        <Button variant="outline" size="sm" onClick={() => setFollowing((f) => !f)} aria-pressed={!following}>
          {following ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {following ? 'Pause scrolling' : 'Follow'}
        </Button>
      </div>
      <div
        role="log"
        aria-label="Live logs"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto rounded-md border border-border bg-muted/40 p-2 font-mono text-xs"
      >
        {lines.map((line) => (
          <div key={line.key} className={cn('flex gap-3 whitespace-pre-wrap py-0.5', TONES[line.tone])}>
            <time dateTime={line.at} className="shrink-0 text-muted-foreground">
              {time(line.at)}
            </time>
            <span className="min-w-0 break-all">{line.text}</span>
          </div>
        ))}
        <div ref={bottom} />
      </div>
    </>
  );
}

export function LogsDrawer({
  deployment,
  onClose,
}: {
  deployment: { id: string; slug: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!deployment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="top-0 right-0 left-auto flex h-dvh max-h-dvh w-full max-w-2xl translate-x-0 translate-y-0 flex-col rounded-none sm:rounded-l-2xl">
        <DialogHeader>
          <DialogTitle>Logs: {deployment?.slug}</DialogTitle>
          <DialogDescription>The last calls, then each call live as it runs.</DialogDescription>
        </DialogHeader>
        {deployment ? <LogTail key={deployment.id} id={deployment.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
