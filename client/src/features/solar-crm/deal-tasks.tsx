/** A deal's tasks: open ones first with their due time (overdue marked), a box to complete, and a form to add one. */
import { type CrmTask, crmTaskInputSchema } from '@common/schemas/solar-crm';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useCreateTask, usePatchTask } from './solar-crm-api';

export function DealTasks({ dealId, tasks }: { dealId: string; tasks: readonly CrmTask[] }) {
  const create = useCreateTask();
  const patch = usePatchTask();
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sorted = [...tasks].sort(
    (a, b) =>
      Number(a.doneAt !== null) - Number(b.doneAt !== null) || (a.dueAt ?? '~').localeCompare(b.dueAt ?? '~'),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmTaskInputSchema.safeParse({
      title,
      dealId,
      dueAt: due ? new Date(due).toISOString() : null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the task.');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setDue('');
      },
      onError: (e) => setError(serverMessage(e) ?? 'The task was not saved. Try again.'),
    });
  };
  return (
    <div className="grid gap-4">
      <form
        onSubmit={submit}
        className="grid gap-2 sm:grid-cols-[1fr_auto_auto]"
        noValidate
        aria-label="Add a task"
      >
        <Input
          aria-label="Task"
          placeholder="Call back about the roof"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Input aria-label="Due" type="datetime-local" value={due} onChange={(e) => setDue(e.target.value)} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add task'}
        </Button>
        {error ? (
          <p role="alert" className="text-destructive text-sm sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
      {sorted.length === 0 ? (
        <p className="text-muted-foreground text-sm">No tasks for this deal.</p>
      ) : (
        <ul aria-label="Tasks" className="grid gap-2">
          {sorted.map((task) => (
            <li key={task.id} className="flex items-start gap-3 rounded-lg border p-2.5">
              <input
                type="checkbox"
                className="mt-1 size-4"
                aria-label={`Done: ${task.title}`}
                checked={task.doneAt !== null}
                disabled={patch.isPending}
                onChange={(e) => patch.mutate({ id: task.id, patch: { done: e.target.checked } })}
              />
              <div className="min-w-0 flex-1">
                <p className={task.doneAt ? 'text-muted-foreground text-sm line-through' : 'text-sm'}>
                  {task.title}
                </p>
                <p className="text-muted-foreground text-xs">
                  {task.dueAt ? `Due ${formatDateTime(task.dueAt)}` : 'No due date'}
                  {task.overdue && !task.doneAt ? (
                    <span className="ml-2 font-medium text-amber-700 dark:text-amber-300">overdue</span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
