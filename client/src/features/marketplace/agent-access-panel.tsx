/**
 * "Use the hosted agent" on a listing's page: getting access is free and makes the person a key scoped to
 * the creator's deployment; each run through it is charged the price per run. The key's secret is shown
 * once, with how to call it (curl for REST and the OpenAI-compatible /v1). A person with a key sees its
 * prefix and may make a new one, which stops the old one.
 */
import type { ListingDetail } from '@common/schemas/marketplace';
import type { AgentAccessResult } from '@common/schemas/marketplace-agent';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { CopyButton } from '@/features/fleet';
import { serverMessage } from '@/lib/api';
import { useAgentAccess } from './agent-api';
import { perRunLabel } from './offer-labels';

/** The two calls a buyer can paste, with their key in them. */
export function curlExamples(access: AgentAccessResult, secret: string) {
  const auth = `-H "Authorization: Bearer ${secret}" -H "Content-Type: application/json"`;
  return {
    rest: access.urls.rest
      ? `curl -X POST ${access.urls.rest} ${auth} \\\n  -d '{"input": {"message": "Hello"}}'`
      : null,
    openai: access.urls.openai
      ? `curl ${access.urls.openai}/chat/completions ${auth} \\\n  -d '{"model": "${access.deployment}", "messages": [{"role": "user", "content": "Hello"}]}'`
      : null,
  };
}

function Snippet({ label, text }: { label: string; text: string }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium text-xs">{label}</span>
        <CopyButton text={text} what={label} />
      </div>
      <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 font-mono text-xs">
        {text}
      </pre>
    </div>
  );
}

function NewKey({ access }: { access: AgentAccessResult }) {
  if (!access.secret) {
    return (
      <p className="text-sm">
        Your key is <span className="font-mono">{access.key.prefix}…</span>. Its secret was shown when it was
        made; make a new key if you no longer have it.
      </p>
    );
  }
  const curl = curlExamples(access, access.secret);
  return (
    <section aria-label="Your new key" className="grid gap-3">
      <p className="text-sm">
        Your key, shown <strong>only this once</strong>: copy it now. It calls this agent only.
      </p>
      <Snippet label="API key" text={access.secret} />
      {curl.rest ? <Snippet label="REST" text={curl.rest} /> : null}
      {curl.openai ? <Snippet label="OpenAI-compatible (/v1)" text={curl.openai} /> : null}
      <p className="text-muted-foreground text-xs">
        Each run costs {perRunLabel(access.pricePerRun).toLowerCase()}, paid from your AIZ balance. See and
        revoke your keys in the{' '}
        <Link to="/fleet" className="underline">
          fleet
        </Link>
        .
      </p>
    </section>
  );
}

export function AgentAccessPanel({ listing }: { listing: ListingDetail }) {
  const user = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const access = useAgentAccess(listing.slug);
  if (!listing.agent) return null;
  const key = listing.myAgent?.key ?? null;
  const live = key && !key.revoked;
  const failure = access.error ? (serverMessage(access.error) ?? 'That did not work. Try again.') : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-sm">
        Hosted agent: <span className="tabular-nums">{perRunLabel(listing.agent.pricePerRun)}</span>
      </p>
      {!user.isAuthenticated ? (
        <Button variant="brand" onClick={() => openAuthDialog()}>
          Sign in to use the hosted agent
        </Button>
      ) : access.data ? (
        <NewKey access={access.data} />
      ) : live ? (
        <>
          <p className="inline-flex items-center gap-1.5 text-sm">
            <KeyRound className="size-4" aria-hidden="true" />
            You have access with the key <span className="font-mono">{key.prefix}…</span>
          </p>
          <Button variant="outline" disabled={access.isPending} onClick={() => access.mutate(true)}>
            {access.isPending ? 'Making a new key…' : 'Make a new key (the old one stops working)'}
          </Button>
        </>
      ) : (
        <Button variant="brand" disabled={access.isPending} onClick={() => access.mutate(!!key)}>
          {access.isPending ? 'Making your key…' : 'Use the hosted agent'}
        </Button>
      )}
      {!access.data && user.isAuthenticated ? (
        <p className="text-muted-foreground text-xs">
          Free to get: you get your own API key, and each run is charged from your AIZ balance.
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-destructive text-sm">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
