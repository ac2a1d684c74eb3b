import { Bot, Maximize2, Minimize2, SlidersHorizontal, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type PanelHeaderProps = {
  titleId: string;
  /** The provider that answered last (or the one chosen); null before any answer on Automatic. */
  answeredBy: string | null;
  settingsOpen: boolean;
  settingsId: string;
  onToggleSettings: () => void;
  expanded: boolean;
  onToggleExpanded: () => void;
  onClear: () => void;
  canClear: boolean;
  onClose: () => void;
};

const iconButton = 'size-8 text-muted-foreground hover:text-foreground';

export function PanelHeader({
  titleId,
  answeredBy,
  settingsOpen,
  settingsId,
  onToggleSettings,
  expanded,
  onToggleExpanded,
  onClear,
  canClear,
  onClose,
}: PanelHeaderProps) {
  return (
    <header className="flex items-center gap-3 border-border border-b px-4 py-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-cta-from via-cta-via to-cta-to text-white shadow-md"
      >
        <Bot className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold text-sm leading-tight">
          AIZ Assistant
        </h2>
        <p className="truncate text-muted-foreground text-xs" data-testid="assistant-provider">
          {answeredBy ? (
            <>
              <span className="sr-only">Answered by </span>
              {answeredBy}
            </>
          ) : (
            'Automatic provider choice'
          )}
        </p>
      </div>
      <div className="flex items-center gap-0.5">
        <Button
          variant="ghost"
          size="icon"
          className={cn(iconButton, settingsOpen && 'bg-accent text-foreground')}
          aria-label="Provider settings"
          aria-expanded={settingsOpen}
          aria-controls={settingsId}
          onClick={onToggleSettings}
        >
          <SlidersHorizontal />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label="Clear conversation"
          title="Clear conversation"
          onClick={onClear}
          disabled={!canClear}
        >
          <Trash2 />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={cn(iconButton, 'hidden sm:inline-flex')}
          aria-label={expanded ? 'Make the assistant smaller' : 'Expand the assistant'}
          onClick={onToggleExpanded}
        >
          {expanded ? <Minimize2 /> : <Maximize2 />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label="Close assistant"
          onClick={onClose}
        >
          <X />
        </Button>
      </div>
    </header>
  );
}
