/** Publish the draft as the next version, with a note. */
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
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
import { serverMessage } from '@/lib/api';
import { usePublishWorkflow } from '../api';

export interface PublishDialogProps {
  workflowId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Saves the draft first; false when it could not. */
  beforePublish(): Promise<boolean>;
}

export function PublishDialog({ workflowId, open, onOpenChange, beforePublish }: PublishDialogProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishWorkflow(workflowId);
  const submit = async () => {
    setError(null);
    if (!(await beforePublish())) return setError('Save the draft first: it has not been saved.');
    try {
      const version = await publish.mutateAsync(note);
      toast({ title: `Published version ${version.number}` });
      setNote('');
      onOpenChange(false);
    } catch (err) {
      setError(serverMessage(err) ?? 'The workflow could not be published. Try again.');
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Publish this workflow</DialogTitle>
          <DialogDescription>
            The draft becomes the next numbered version. Published versions never change.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={id}>What changed (optional)</Label>
            <Textarea
              id={id}
              value={note}
              maxLength={2000}
              rows={3}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {error && (
            <p className="text-destructive text-sm" role="alert">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={publish.isPending}>
              {publish.isPending && <Loader2 className="animate-spin" />}
              Publish
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
