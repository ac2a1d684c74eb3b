/** A thread's moderator menu: lock or unlock, move to another category, merge into another thread. */
import { ArrowRightLeft, GitMerge, Lock, LockOpen, Shield } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useCategories } from '../community-api';
import { type ThreadDecision, useModerateThread } from './moderation-api';

type ModeratorMenuProps = { thread: { id: number; slug: string; locked: boolean; category: string } };

function MoveDialog({
  thread,
  open,
  onOpenChange,
}: ModeratorMenuProps & { open: boolean; onOpenChange: (o: boolean) => void }) {
  const categories = useCategories();
  const [category, setCategory] = useState('');
  const moderate = useModerateThread(thread.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category) return;
    moderate.mutate(
      { action: 'move', category },
      {
        onSuccess: () => {
          toast({ title: 'The topic was moved' });
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Move to a category</DialogTitle>
            <DialogDescription>The topic keeps its posts and address.</DialogDescription>
          </DialogHeader>
          <FormField label="Category">
            {(control) => (
              <NativeSelect {...control} value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="">Choose a category</option>
                {(categories.data ?? [])
                  .filter((c) => c.slug !== thread.category)
                  .map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
              </NativeSelect>
            )}
          </FormField>
          {moderate.error ? (
            <p role="alert" className="text-destructive text-sm">
              {serverMessage(moderate.error) ?? 'The topic was not moved.'}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={!category || moderate.isPending}>
              Move topic
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function MergeDialog({
  thread,
  open,
  onOpenChange,
}: ModeratorMenuProps & { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [target, setTarget] = useState('');
  const moderate = useModerateThread(thread.id);
  const id = Number(target);
  const valid = Number.isInteger(id) && id > 0 && id !== thread.id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    moderate.mutate(
      { action: 'merge', intoThreadId: id },
      {
        onSuccess: () => {
          toast({ title: 'The topic was merged' });
          // Read again, this thread says where it went and its page follows (thread-page.tsx).
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Merge into another topic</DialogTitle>
            <DialogDescription>
              Its replies move to the other topic, and this one sends readers there. The number is in the
              other topic’s address: /community/t/<strong>123</strong>/….
            </DialogDescription>
          </DialogHeader>
          <FormField label="Topic number to merge into">
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={target}
                onChange={(e) => setTarget(e.target.value.trim())}
              />
            )}
          </FormField>
          {moderate.error ? (
            <p role="alert" className="text-destructive text-sm">
              {serverMessage(moderate.error) ?? 'The topics were not merged.'}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={!valid || moderate.isPending}>
              Merge topic
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function ModeratorMenu({ thread }: ModeratorMenuProps) {
  const [dialog, setDialog] = useState<'move' | 'merge' | null>(null);
  const moderate = useModerateThread(thread.id);
  const run = (decision: ThreadDecision, done: string) =>
    moderate.mutate(decision, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'That did not work',
          description: serverMessage(error) ?? 'Try again.',
        }),
    });
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Shield aria-hidden="true" />
            Moderate
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {thread.locked ? (
            <DropdownMenuItem onSelect={() => run({ action: 'unlock' }, 'The topic is open again')}>
              <LockOpen aria-hidden="true" /> Unlock topic
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => run({ action: 'lock' }, 'The topic is locked')}>
              <Lock aria-hidden="true" /> Lock topic
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setDialog('move')}>
            <ArrowRightLeft aria-hidden="true" /> Move to category…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('merge')}>
            <GitMerge aria-hidden="true" /> Merge into topic…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MoveDialog
        thread={thread}
        open={dialog === 'move'}
        onOpenChange={(o) => setDialog(o ? 'move' : null)}
      />
      <MergeDialog
        thread={thread}
        open={dialog === 'merge'}
        onOpenChange={(o) => setDialog(o ? 'merge' : null)}
      />
    </>
  );
}
