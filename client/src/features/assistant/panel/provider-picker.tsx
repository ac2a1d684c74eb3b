/** Provider settings: Automatic, or one provider from the live list with its health (SPEC §5). */
import type { ProviderStat } from '@common/schemas/assistant';
import { Wand2 } from 'lucide-react';
import { formatSuccessRate, HealthIcon } from '@/features/providers';
import { cn } from '@/lib/cn';
import { AUTO_PROVIDER } from './use-provider-preference';

type ProviderPickerProps = {
  id: string;
  value: string;
  onChange: (id: string) => void;
  providers: ProviderStat[] | undefined;
};

const option =
  'flex cursor-pointer items-center gap-2.5 rounded-lg border border-transparent px-2.5 py-1.5 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary/40 has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

export function ProviderPicker({ id, value, onChange, providers }: ProviderPickerProps) {
  return (
    <fieldset id={id} className="border-border border-b bg-muted/40 px-4 py-3">
      <legend className="sr-only">Answering provider</legend>
      <p
        aria-hidden="true"
        className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wider"
      >
        Answering provider
      </p>
      <div className="flex max-h-56 flex-col gap-1 overflow-y-auto">
        <label className={option}>
          <input
            type="radio"
            name="assistant-provider"
            value={AUTO_PROVIDER}
            checked={value === AUTO_PROVIDER}
            onChange={() => onChange(AUTO_PROVIDER)}
            className="sr-only"
          />
          <Wand2 className="size-4 text-primary" aria-hidden="true" />
          <span className="flex-1">
            <span className="font-medium">Automatic</span>
            <span className="block text-muted-foreground text-xs">
              The best healthy provider for each question
            </span>
          </span>
        </label>
        {providers === undefined ? (
          <p className="px-2.5 py-1.5 text-muted-foreground text-xs">Loading providers…</p>
        ) : (
          providers.map((provider) => (
            <label
              key={provider.id}
              className={cn(
                option,
                !provider.enabled && 'cursor-not-allowed opacity-50 hover:bg-transparent',
              )}
            >
              <input
                type="radio"
                name="assistant-provider"
                value={provider.id}
                checked={value === provider.id}
                disabled={!provider.enabled}
                onChange={() => onChange(provider.id)}
                className="sr-only"
              />
              <HealthIcon provider={provider} />
              <span className="min-w-0 flex-1">
                <span className="font-medium">{provider.name}</span>
                {provider.enabled ? null : <span className="text-muted-foreground"> (disabled)</span>}
                <span className="block truncate text-muted-foreground text-xs">
                  {provider.model} · {formatSuccessRate(provider.successRate)} success
                </span>
              </span>
            </label>
          ))
        )}
      </div>
    </fieldset>
  );
}
