/** The @-mention suggestions under the composer: a listbox the textarea drives with the arrow keys. */
import { cn } from '@/lib/cn';

type MentionListProps = {
  id: string;
  usernames: readonly string[];
  active: number;
  onPick: (username: string) => void;
};

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

export function MentionList({ id, usernames, active, onPick }: MentionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="People to mention"
      className="absolute inset-x-2 bottom-2 z-20 max-h-48 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg sm:right-auto sm:w-64"
    >
      {usernames.map((name, index) => (
        <div
          key={name}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          // Chosen on mousedown so the textarea keeps its focus and cursor.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(name);
          }}
          className={cn(
            'cursor-pointer rounded-md px-2 py-1.5 text-sm',
            index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
          )}
        >
          @{name}
        </div>
      ))}
    </div>
  );
}
