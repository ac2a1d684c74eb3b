import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ConsoleError } from './console-panel';
import { useCreateTask } from './use-console-mutations';

/** YYYY-MM-DDTHH:mm, the value a datetime-local input takes, for an instant in the browser's time zone. */
function localInputValue(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Quick action: a follow-up task on the deal, due when the rep says (tomorrow at this hour by default). */
export function FollowUpTaskForm({ dealId }: { dealId: string }) {
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(() => localInputValue(Date.now() + 24 * 3_600_000));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTask();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const dueMs = due ? Date.parse(due) : Number.NaN;
    if (!title.trim()) return setProblem('Say what to follow up on.');
    if (due && Number.isNaN(dueMs)) return setProblem('That due date is not a date.');
    setProblem(null);
    create.mutate(
      { title: title.trim(), dealId, dueAt: due ? new Date(dueMs).toISOString() : null },
      { onSuccess: () => setTitle('') },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-2 sm:grid-cols-[1fr_auto_auto]"
      aria-label="Add a follow-up task"
    >
      <label className="sr-only" htmlFor={`task-title-${dealId}`}>
        Follow-up
      </label>
      <Input
        id={`task-title-${dealId}`}
        value={title}
        placeholder="Follow up: send the proposal"
        onChange={(e) => setTitle(e.target.value)}
        maxLength={300}
      />
      <label className="sr-only" htmlFor={`task-due-${dealId}`}>
        Due
      </label>
      <Input
        id={`task-due-${dealId}`}
        type="datetime-local"
        value={due}
        onChange={(e) => setDue(e.target.value)}
      />
      <Button type="submit" variant="outline" disabled={create.isPending}>
        Add task
      </Button>
      {problem ? (
        <p role="alert" className="text-destructive text-sm sm:col-span-3">
          {problem}
        </p>
      ) : null}
      {create.isError ? <ConsoleError error={create.error} what="add the task" /> : null}
      {create.isSuccess ? (
        <p role="status" className="text-muted-foreground text-xs sm:col-span-3">
          Task added.
        </p>
      ) : null}
    </form>
  );
}
