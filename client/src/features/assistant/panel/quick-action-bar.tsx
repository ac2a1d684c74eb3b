import { cn } from '@/lib/cn';
import { type QuickAction, quickActionsFor } from './quick-actions';

export function QuickActions({
  signedIn,
  onAction,
  disabled,
}: {
  signedIn: boolean;
  onAction: (action: QuickAction) => void;
  disabled: boolean;
}) {
  return (
    // Wraps onto a second line rather than scrolling: a row cut off at the edge hid "My Earnings".
    <nav aria-label="Quick actions">
      <ul className="flex flex-wrap gap-1.5">
        {quickActionsFor(signedIn).map((action) => {
          const Icon = action.icon;
          return (
            <li key={action.id}>
              <button
                type="button"
                onClick={() => onAction(action)}
                disabled={disabled && action.kind === 'ask'}
                className={cn(
                  'inline-flex h-7 items-center gap-1.5 whitespace-nowrap rounded-full border border-border bg-background px-2.5 font-medium text-xs outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
                )}
              >
                <Icon className="size-3.5 text-primary" aria-hidden="true" />
                {action.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
