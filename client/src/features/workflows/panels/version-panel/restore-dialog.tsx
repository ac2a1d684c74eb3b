/** Asks before an old version replaces the draft. */
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface RestoreDialogProps {
  version: number | null;
  pending: boolean;
  error: string | null;
  onConfirm: (version: number) => void;
  onClose: () => void;
}

export function RestoreDialog({ version, pending, error, onConfirm, onClose }: RestoreDialogProps) {
  return (
    <Dialog open={version !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Restore version {version}?</DialogTitle>
          <DialogDescription>
            The draft becomes a copy of version {version}. Unpublished changes in the draft are replaced;
            published versions stay as they are.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => version !== null && onConfirm(version)} disabled={pending}>
            {pending ? 'Restoring…' : `Restore version ${version}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
