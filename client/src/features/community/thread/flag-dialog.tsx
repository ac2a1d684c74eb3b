/** "Flag" a post for moderators: a reason (FLAG_REASON_LABELS) and an optional note. */
import { FLAG_REASON_LABELS, FLAG_REASONS, type FlagReason } from '@common/schemas/community';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api';
import { useFlagPost } from './thread-api';

type FlagDialogProps = {
  postId: number;
  postNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function FlagDialog({ postId, postNumber, open, onOpenChange }: FlagDialogProps) {
  const [reason, setReason] = useState<FlagReason | ''>('');
  const [note, setNote] = useState('');
  const flag = useFlagPost();
  const failure = flag.error
    ? flag.error instanceof ApiError && flag.error.status === 409
      ? (serverMessage(flag.error) ?? 'You already flagged this post.')
      : (serverMessage(flag.error) ?? 'The flag was not sent. Try again.')
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    flag.mutate(
      { postId, reason, note: note.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Thanks: a moderator will look at it' });
          onOpenChange(false);
          setReason('');
          setNote('');
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Flag post #{postNumber}</DialogTitle>
            <DialogDescription>
              Tell the moderators what is wrong with it. They see who flagged.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">Reason</legend>
            {FLAG_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="flag-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-primary"
                />
                {FLAG_REASON_LABELS[r]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`flag-note-${postId}`}>Note (optional)</Label>
            <Textarea
              id={`flag-note-${postId}`}
              rows={3}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {failure ? (
            <p role="alert" className="text-destructive text-sm">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason || flag.isPending}>
              {flag.isPending ? 'Flagging…' : 'Flag post'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
