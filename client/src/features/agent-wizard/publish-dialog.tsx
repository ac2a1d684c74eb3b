import { VERSION_NOTE_MAX } from '@common/schemas/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { agentWizardKeys, publishAgent } from './agent-wizard-api';
import type { AgentEditor } from './use-agent-editor';

/** Publishing saves the form, then makes the draft the next immutable version, with a note. */
export function PublishDialog({ editor }: { editor: AgentEditor }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: async () => {
      const saved = await editor.flush();
      const id = editor.currentId();
      if (!saved || !id) throw new Error(editor.saveError ?? 'Fix what the form shows before publishing.');
      return { id, version: await publishAgent(id, note) };
    },
    onSuccess: ({ id, version }) => {
      void queryClient.invalidateQueries({ queryKey: agentWizardKeys.versions(id) });
      void queryClient.invalidateQueries({ queryKey: agentWizardKeys.workflows() });
      setOpen(false);
      setNote('');
      toast({ title: `Version ${version.number} published`, description: version.note || undefined });
    },
    onError: (error) =>
      setProblem(serverMessage(error) ?? (error instanceof Error ? error.message : 'Publishing failed.')),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
      }}
    >
      <Button variant="brand" size="sm" onClick={() => setOpen(true)} disabled={editor.status === 'stale'}>
        <Rocket aria-hidden="true" /> Publish
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Publish this agent</DialogTitle>
          <DialogDescription>
            Publishing keeps the current settings as a numbered version that never changes. You can keep
            editing the draft afterwards.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(null);
            publish.mutate();
          }}
        >
          <FormField label="Note (optional)" description="What changed in this version.">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={VERSION_NOTE_MAX}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder="e.g. First version with the FAQ document"
              />
            )}
          </FormField>
          {problem ? (
            <p role="alert" className="text-destructive text-sm">
              {problem}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={publish.isPending}>
              {publish.isPending ? 'Publishing…' : 'Publish version'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
