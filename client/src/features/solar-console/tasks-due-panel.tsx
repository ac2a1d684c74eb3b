import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { ConsoleError, ConsolePanel } from './console-panel';
import { repTimeZone, tasksDue } from './today';
import { useCompleteTask } from './use-console-mutations';
import { useTasks } from './use-console-queries';
import { useNow } from './use-now';

/** Item 6: the rep's open follow-ups due today or overdue; one opens its deal, one click marks it done. */
export function TasksDuePanel({ onOpenDeal }: { onOpenDeal: (dealId: string) => void }) {
  const tasks = useTasks();
  const complete = useCompleteTask();
  const now = useNow();
  return (
    <ConsolePanel title="Follow-ups due">
      {tasks.isPending ? (
        <Skeleton className="h-12" />
      ) : tasks.isError ? (
        <ConsoleError error={tasks.error} what="load your tasks" />
      ) : (
        (() => {
          const due = tasksDue(tasks.data.tasks, now, repTimeZone());
          if (due.length === 0)
            return <p className="text-muted-foreground text-sm">Nothing due today or overdue.</p>;
          return (
            <ul className="grid gap-2" aria-label="Tasks due today or overdue">
              {due.map((t) => (
                <li key={t.id} className="flex items-start gap-2 rounded-lg border px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    {t.dealId ? (
                      <button
                        type="button"
                        className="text-left font-medium underline-offset-4 hover:underline"
                        onClick={() => onOpenDeal(t.dealId as string)}
                      >
                        {t.title}
                      </button>
                    ) : (
                      <p className="font-medium">{t.title}</p>
                    )}
                    <p className={t.overdue ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}>
                      {t.overdue ? 'Overdue since ' : 'Due '}
                      {formatDateTime(t.dueAt)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Mark “${t.title}” done`}
                    disabled={complete.isPending}
                    onClick={() => complete.mutate(t.id)}
                  >
                    <Check aria-hidden="true" />
                    Done
                  </Button>
                </li>
              ))}
            </ul>
          );
        })()
      )}
      {complete.isError ? <ConsoleError error={complete.error} what="mark the task done" /> : null}
    </ConsolePanel>
  );
}
