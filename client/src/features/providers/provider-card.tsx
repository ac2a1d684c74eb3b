/** One provider: health, model, success rate, latency, cost per 1K tokens, priority, capabilities, usage and notes. */
import type { ProviderStat } from '@common/schemas/assistant';
import { AlertTriangle, Clock, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import {
  formatCooldown,
  formatCostPerThousand,
  formatResponseTime,
  formatSuccessRate,
  formatUsd,
} from './format-provider';
import { HealthIcon } from './health-icon';
import { HEALTH_LABEL, healthTone } from './provider-health';

const CAPABILITIES: [keyof ProviderStat['capabilities'], string][] = [
  ['streaming', 'Streaming'],
  ['functionCalling', 'Function calling'],
  ['codeGeneration', 'Code generation'],
  ['imageAnalysis', 'Image analysis'],
];
const INPUTS: [keyof ProviderStat['inputs'], string][] = [
  ['image', 'Images'],
  ['pdf', 'PDF'],
  ['audio', 'Audio'],
  ['video', 'Video'],
  ['transcription', 'Speech to text'],
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Flags({ label, items }: { label: string; items: [string, boolean][] }) {
  return (
    <div>
      <p className="mb-1.5 font-medium text-muted-foreground text-xs uppercase tracking-wider">{label}</p>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {items.map(([name, on]) => (
          <li key={name}>
            <Badge
              variant={on ? 'brand' : 'outline'}
              className={cn(!on && 'text-muted-foreground line-through')}
            >
              {name}
              <span className="sr-only">{on ? ': yes' : ': no'}</span>
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Note({ tone, icon, children }: { tone: 'warn' | 'info'; icon: ReactNode; children: ReactNode }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-xs [&_svg]:mt-0.5 [&_svg]:size-3.5 [&_svg]:shrink-0',
        tone === 'warn'
          ? 'border-destructive/30 bg-destructive/10 text-destructive'
          : 'border-border bg-muted/50 text-muted-foreground',
      )}
    >
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

export function ProviderCard({ provider, admin }: { provider: ProviderStat; admin?: ReactNode }) {
  const tone = healthTone(provider);
  const headingId = `provider-${provider.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-provider={provider.id}
      className={cn(
        'flex w-full flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm',
        !provider.enabled && 'opacity-70',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <HealthIcon provider={provider} />
          <div className="min-w-0">
            <h3 id={headingId} className="truncate font-semibold">
              {provider.name}
            </h3>
            <p className="truncate font-mono text-muted-foreground text-xs">{provider.model}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-xs">
          <span
            className={cn(
              'rounded-full bg-muted px-2 py-0.5 font-medium',
              tone === 'green' && 'text-emerald-600 dark:text-emerald-400',
              tone === 'yellow' && 'text-amber-600 dark:text-amber-300',
              tone === 'red' && 'text-red-600 dark:text-red-400',
            )}
            aria-hidden="true"
          >
            {HEALTH_LABEL[tone]}
          </span>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <Figure label="Success rate" value={formatSuccessRate(provider.successRate)} />
        <Figure label="Response time" value={formatResponseTime(provider.responseTime)} />
        <Figure label="Cost / 1K tokens" value={formatCostPerThousand(provider.costPerToken)} />
        <Figure label="Calls (last hour)" value={provider.calls.toLocaleString('en-US')} />
        <Figure label="Cost so far" value={formatUsd(provider.costUsd)} />
        <Figure
          label="Priority"
          value={provider.type === 'offline' ? `Last (${provider.priority})` : String(provider.priority)}
        />
      </dl>
      <Flags
        label="Capabilities"
        items={CAPABILITIES.map(([key, name]) => [name, provider.capabilities[key]])}
      />
      <Flags label="Reads" items={INPUTS.map(([key, name]) => [name, provider.inputs[key]])} />
      {provider.misconfigured || provider.cooldownMs > 0 || provider.lastError || !provider.enabled ? (
        <div className="flex flex-col gap-2">
          {!provider.enabled ? (
            <Note tone="info" icon={<Info aria-hidden="true" />}>
              Disabled by an administrator: the router does not use it.
            </Note>
          ) : null}
          {provider.misconfigured ? (
            <Note tone="warn" icon={<AlertTriangle aria-hidden="true" />}>
              Misconfigured: {provider.misconfigured}. Fix the key or account, then re-enable it.
            </Note>
          ) : null}
          {provider.cooldownMs > 0 ? (
            <Note tone="info" icon={<Clock aria-hidden="true" />}>
              Cooling down after errors: tried again in {formatCooldown(provider.cooldownMs)}.
            </Note>
          ) : null}
          {provider.lastError ? (
            <Note tone="info" icon={<Info aria-hidden="true" />}>
              Last error: {provider.lastError}
            </Note>
          ) : null}
        </div>
      ) : null}
      {admin}
    </article>
  );
}
