import type { LucideIcon } from 'lucide-react';
import { Bot, Mail, Send, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

type PreviewNode = { kind: string; label: string; icon: LucideIcon; accent: string };

// An illustration of what a workflow looks like in the builder; it shows no data.
const nodes: PreviewNode[] = [
  {
    kind: 'Trigger',
    label: 'New e-mail arrives',
    icon: Mail,
    accent: 'bg-sky-500/15 text-sky-600 dark:text-sky-400',
  },
  { kind: 'AI agent', label: 'Read it and draft a reply', icon: Bot, accent: 'bg-primary/15 text-primary' },
  {
    kind: 'Action',
    label: 'Send the reply for approval',
    icon: Send,
    accent: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
  },
];

export function WorkflowPreview() {
  return (
    <figure
      aria-label="Illustration of a workflow on the canvas"
      className="relative mx-auto w-full max-w-md lg:max-w-none"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-brand-from/25 via-brand-via/10 to-brand-to/25 blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border border-border bg-card/80 shadow-2xl backdrop-blur">
        <div className="flex items-center gap-2 border-border border-b px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-400/80" />
          <span className="size-2.5 rounded-full bg-amber-400/80" />
          <span className="size-2.5 rounded-full bg-emerald-400/80" />
          <span className="ml-3 font-medium text-muted-foreground text-xs">Canvas · an example workflow</span>
        </div>
        <div className="relative bg-grid px-5 py-8 sm:px-8">
          <ol className="relative flex flex-col gap-6">
            {nodes.map((node, index) => (
              <li key={node.kind} className="relative">
                {index < nodes.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-full left-8 h-6 w-px bg-linear-to-b from-border to-primary/60"
                  />
                ) : null}
                <div
                  className={cn(
                    'flex items-center gap-3 rounded-xl border border-border bg-background/90 p-3 shadow-sm',
                    index === 1 && 'ml-4 border-primary/40 shadow-md shadow-primary/10 sm:ml-8',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-lg',
                      node.accent,
                    )}
                  >
                    <node.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
                      {node.kind}
                    </span>
                    <span className="truncate font-medium text-sm">{node.label}</span>
                  </span>
                  {index === 1 ? (
                    <Sparkles className="ml-auto size-4 shrink-0 text-primary" aria-hidden="true" />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </figure>
  );
}
