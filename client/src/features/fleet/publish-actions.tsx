/**
 * Every builder's Publish and "Publish and deploy", in its header: both save the draft and publish it as the
 * next version with an optional note; the first then offers "Deploy" in its toast, the second deploys at once
 * and opens the deploy dialog (URLs, a key, snippets).
 */
import { VERSION_NOTE_MAX, type VersionSummary } from '@common/schemas/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Rocket, Upload } from 'lucide-react';
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
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { fleetKeys, publishVersion } from './api';
import { useDeploy } from './deploy-version';

export interface PublishActionsProps {
  kind: 'workflow' | 'agent';
  /** Saves the draft and answers the workflow's id; throws an Error a person can act on when it cannot. */
  save(): Promise<string>;
  /** After a version is published: the builder refreshes what it shows of its versions. */
  onPublished?(workflowId: string, version: VersionSummary): void;
  disabled?: boolean;
}

type Mode = 'publish' | 'deploy';

export function PublishActions({ kind, save, onPublished, disabled }: PublishActionsProps) {
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { deploy, pending: deploying, dialog } = useDeploy();
  const publish = useMutation({
    mutationFn: async (_mode: Mode) => {
      const workflowId = await save();
      return { workflowId, version: await publishVersion(workflowId, note) };
    },
    onSuccess: ({ workflowId, version }, how) => {
      onPublished?.(workflowId, version);
      void client.invalidateQueries({ queryKey: fleetKeys.versions(workflowId) });
      setMode(null);
      setNote('');
      if (how === 'deploy') return deploy({ workflowId, version: version.number });
      toast({
        title: `Published version ${version.number}`,
        description: version.note || undefined,
        duration: 10_000,
        action: (
          <ToastAction
            altText={`Deploy version ${version.number}`}
            onClick={() => deploy({ workflowId, version: version.number })}
          >
            Deploy
          </ToastAction>
        ),
      });
    },
    onError: (error) =>
      setProblem(
        serverMessage(error) ??
          (error instanceof Error ? error.message : `The ${kind} could not be published. Try again.`),
      ),
  });
  const busy = publish.isPending || deploying;
  const open = (next: Mode) => {
    setProblem(null);
    setMode(next);
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => open('publish')} disabled={disabled || busy}>
        {/* On a phone the icon alone (the name stays for screen readers): the header is narrow. */}
        <Upload aria-hidden="true" /> <span className="max-sm:sr-only">Publish</span>
      </Button>
      <Button
        size="sm"
        variant="brand"
        onClick={() => open('deploy')}
        disabled={disabled || busy}
        aria-label={deploying ? 'Deploying…' : 'Publish and deploy'}
      >
        {deploying ? <Loader2 className="animate-spin" /> : <Rocket aria-hidden="true" />}
        {deploying ? (
          'Deploying…'
        ) : (
          <>
            <span className="sm:hidden">Deploy</span>
            <span className="max-sm:hidden">Publish and deploy</span>
          </>
        )}
      </Button>
      <Dialog open={mode !== null} onOpenChange={(next) => !next && setMode(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {mode === 'deploy' ? `Publish and deploy this ${kind}` : `Publish this ${kind}`}
            </DialogTitle>
            <DialogDescription>
              The draft becomes the next numbered version, which never changes; you can keep editing the
              draft.
              {mode === 'deploy'
                ? ' Then it goes live: a REST API, an OpenAI-compatible endpoint, MCP and the pages its trigger offers, with a key to call it.'
                : ''}
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              setProblem(null);
              if (mode) publish.mutate(mode);
            }}
          >
            <FormField label="What changed (optional)">
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
              <Button type="button" variant="ghost" onClick={() => setMode(null)}>
                Cancel
              </Button>
              <Button type="submit" variant="brand" disabled={publish.isPending}>
                {publish.isPending ? <Loader2 className="animate-spin" /> : null}
                {publish.isPending
                  ? 'Publishing…'
                  : mode === 'deploy'
                    ? 'Publish and deploy'
                    : 'Publish version'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {dialog}
    </>
  );
}
