/**
 * The dialog after a deploy: the URLs of the surfaces this deployment offers (the rule the server serves by,
 * from common/), a key for it (made here, scoped to this deployment and shown once, or one the person has),
 * and the snippets, which carry the key made here.
 */
import { offersSurface } from '@common/deployments/surfaces';
import {
  type ApiKey,
  type Deployment,
  type DeploymentSurface,
  KEY_SURFACES,
} from '@common/schemas/deployments';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { CopyButton } from './copy-button';
import { DeployKey } from './deploy-key';
import { SnippetsView } from './snippets-dialog';

const URL_ROWS: { label: string; surface: DeploymentSurface; url: (d: Deployment) => string | null }[] = [
  { label: 'REST', surface: 'rest', url: (d) => d.urls.rest },
  { label: 'Webhook', surface: 'webhook', url: (d) => d.urls.webhook },
  { label: 'Chat page', surface: 'chat', url: (d) => d.urls.chat },
  { label: 'Form page', surface: 'form', url: (d) => d.urls.form },
  { label: 'OpenAI base URL', surface: 'openai', url: (d) => d.urls.openai },
  { label: 'MCP', surface: 'mcp', url: (d) => d.urls.mcp },
  { label: 'Widget script', surface: 'widget', url: (d) => d.urls.embed },
];

/** The URLs of the surfaces the deployment offers: a page it does not offer is not listed. */
export function urlRows(d: Deployment): { label: string; url: string }[] {
  return URL_ROWS.flatMap((row) => {
    const url = row.url(d);
    return url && offersSurface(d, row.surface) ? [{ label: row.label, url }] : [];
  });
}

const callsWithKey = (d: Deployment) => KEY_SURFACES.some((s) => offersSurface(d, s));

function SectionTitle({ children }: { children: string }) {
  return <h3 className="font-medium text-sm">{children}</h3>;
}

function DeployedBody({ deployment }: { deployment: Deployment }) {
  // The key a person picked (null: none, or the one made here).
  const [picked, pick] = useState<ApiKey | null>(null);
  return (
    <div className="grid min-w-0 gap-5">
      <section className="grid gap-2" aria-label="Where it answers">
        <SectionTitle>Where it answers</SectionTitle>
        <ul className="grid gap-2" aria-label="Deployment URLs">
          {urlRows(deployment).map((row) => (
            <li key={row.label} className="grid gap-1">
              <span className="text-muted-foreground text-xs">{row.label}</span>
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded bg-muted px-2 py-1 text-xs" title={row.url}>
                  {row.url}
                </code>
                <CopyButton text={row.url} what={row.label} className="shrink-0" />
              </div>
            </li>
          ))}
        </ul>
        {deployment.urls.webhook && callsWithKey(deployment) ? (
          <p className="text-muted-foreground text-xs" data-testid="webhook-entry-note">
            A REST, OpenAI or MCP call that starts at the Webhook trigger arrives as a webhook request: its
            input is the <code>body</code>, so <code>{'{{$json.body.message}}'}</code> reads its{' '}
            <code>message</code>.
          </p>
        ) : null}
      </section>
      {callsWithKey(deployment) ? (
        <>
          <section className="grid gap-2" aria-label="API key">
            <SectionTitle>API key</SectionTitle>
            <DeployKey deployment={deployment} picked={picked} onPick={pick} />
          </section>
          <section className="grid min-w-0 gap-2" aria-label="Call it">
            <SectionTitle>Call it</SectionTitle>
            <SnippetsView
              deployment={deployment}
              {...(picked
                ? {
                    keyNote: `Replace YOUR_API_KEY with the secret of “${picked.name}” (it starts ${picked.prefix}).`,
                  }
                : {})}
            />
          </section>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          This deployment runs from its trigger only: it needs no API key.
        </p>
      )}
    </div>
  );
}

export function DeployedDialog({
  deployment,
  onClose,
}: {
  deployment: Deployment | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!deployment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Version {deployment?.versionNumber} is live</DialogTitle>
          <DialogDescription>
            {deployment?.slug} answers at these URLs; they stay the same when you roll to another version.
          </DialogDescription>
        </DialogHeader>
        {deployment ? <DeployedBody key={deployment.id} deployment={deployment} /> : null}
        <DialogFooter>
          <Button asChild>
            <Link to="/fleet">Open the fleet</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
