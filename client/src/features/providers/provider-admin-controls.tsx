/** Admin controls of one provider: enabled on/off and moving it up or down the routing order. */
import type { ProviderStat } from '@common/schemas/assistant';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';

type ProviderAdminControlsProps = {
  provider: ProviderStat;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
  onToggle: (enabled: boolean) => void;
  onMove: (step: -1 | 1) => void;
};

export function ProviderAdminControls({
  provider,
  canMoveUp,
  canMoveDown,
  busy,
  onToggle,
  onMove,
}: ProviderAdminControlsProps) {
  const fixed = provider.type === 'offline';
  const switchId = `provider-enabled-${provider.id}`;
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3">
      <div className="flex items-center gap-2">
        <Switch
          id={switchId}
          checked={provider.enabled}
          disabled={fixed || busy}
          onCheckedChange={onToggle}
          aria-label={`Enable ${provider.name}`}
        />
        <label htmlFor={switchId} className="text-sm">
          {fixed ? 'Always on' : provider.enabled ? 'Enabled' : 'Disabled'}
        </label>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={`Move ${provider.name} up`}
          disabled={fixed || !canMoveUp || busy}
          onClick={() => onMove(-1)}
        >
          <ArrowUp />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={`Move ${provider.name} down`}
          disabled={fixed || !canMoveDown || busy}
          onClick={() => onMove(1)}
        >
          <ArrowDown />
        </Button>
      </div>
      {fixed ? (
        <p className="w-full text-muted-foreground text-xs">
          The offline assistant is always available and always tried last.
        </p>
      ) : null}
    </div>
  );
}
