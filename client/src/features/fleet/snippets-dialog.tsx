/** The snippets of a deployment in tabs, each with a Copy button, and its URLs. */
import type { Deployment } from '@common/schemas/deployments';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionSecret } from './api';
import { CopyButton } from './copy-button';
import { KEY_PLACEHOLDER, type SnippetId, snippetsFor } from './snippets';

type Target = Pick<Deployment, 'slug' | 'urls' | 'publishableKey' | 'workflowName'>;

export function SnippetsView({ deployment }: { deployment: Target }) {
  const secret = useSessionSecret();
  const snippets = snippetsFor(deployment, secret);
  const [tab, setTab] = useState<SnippetId>('curl');
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as SnippetId)} className="grid min-w-0 gap-3">
      <TabsList className="flex h-auto flex-wrap justify-start" aria-label="Snippets">
        {snippets.map((s) => (
          <TabsTrigger key={s.id} value={s.id}>
            {s.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {snippets.map((s) => (
        <TabsContent key={s.id} value={s.id} className="grid min-w-0 gap-2">
          <pre
            className="max-h-72 overflow-auto rounded-md border border-border bg-muted/50 p-3 font-mono text-xs leading-relaxed"
            data-testid={`snippet-${s.id}`}
          >
            <code>{s.code}</code>
          </pre>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-muted-foreground text-xs">
              {s.id === 'embed'
                ? 'The publishable key only names this deployment; add your site under Settings → allowed sites.'
                : secret
                  ? 'Carries the API key you just created: keep it out of public code.'
                  : `Replace ${KEY_PLACEHOLDER} with an API key (API keys tab).`}
            </p>
            <CopyButton text={s.code} label={`Copy ${s.label}`} />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}

export function SnippetsDialog({ deployment, onClose }: { deployment: Target | null; onClose: () => void }) {
  return (
    <Dialog open={!!deployment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Call {deployment?.workflowName || deployment?.slug}</DialogTitle>
          <DialogDescription>
            Every way to call <code>{deployment?.slug}</code>: the same URLs whichever version is live.
          </DialogDescription>
        </DialogHeader>
        {deployment ? <SnippetsView deployment={deployment} /> : null}
      </DialogContent>
    </Dialog>
  );
}
