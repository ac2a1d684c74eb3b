/** The snippets of a deployment in tabs, each with a Copy button, and its URLs. */
import type { Deployment } from '@common/schemas/deployments';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionSecret } from './api';
import { CopyButton } from './copy-button';
import { KEY_PLACEHOLDER, offeredSnippets, type SnippetId } from './snippets';
import { embedNote, widgetReach } from './widget-reach';

type Target = Pick<Deployment, 'id' | 'slug' | 'urls' | 'publishableKey' | 'workflowName' | 'surfaces'> &
  Partial<Pick<Deployment, 'widget'>>;

/**
 * The snippets of the surfaces the deployment offers. They carry the key made for it in this tab (or the
 * last one made here); `keyNote` says which key to paste instead, when the person picked one they have.
 */
export function SnippetsView({ deployment, keyNote }: { deployment: Target; keyNote?: string }) {
  const secret = useSessionSecret(deployment.id);
  const snippets = offeredSnippets(deployment, secret);
  const [chosen, setTab] = useState<SnippetId>('curl');
  const tab = snippets.some((s) => s.id === chosen) ? chosen : snippets[0]?.id;
  if (!tab) {
    return (
      <p className="text-muted-foreground text-sm">
        This deployment runs from its trigger only (webhook or schedule): there is nothing to call with a key.
      </p>
    );
  }
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
                ? embedNote(
                    deployment.widget
                      ? widgetReach({ surfaces: deployment.surfaces, widget: deployment.widget })
                      : { kind: 'any' },
                  )
                : secret
                  ? 'Carries the API key you just created: keep it out of public code.'
                  : (keyNote ?? `Replace ${KEY_PLACEHOLDER} with an API key (API keys tab).`)}
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
