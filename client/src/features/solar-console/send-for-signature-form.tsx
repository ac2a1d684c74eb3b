import type { Proposal, proposalSendResultSchema } from '@common/schemas/solar-proposals';
import { proposalSendInputSchema } from '@common/schemas/solar-proposals';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';
import { ConsoleError } from './console-panel';

/** The send call, from whichever screen's workspace: the console's or the CRM's. */
export type SendProposalMutation = UseMutationResult<
  z.infer<typeof proposalSendResultSchema>,
  Error,
  { proposalId: string; signerName: string; signerEmail: string }
>;

function SignatureStatus({ proposal }: { proposal: Proposal }) {
  const s = proposal.signature;
  if (!s) return <p className="text-muted-foreground text-sm">Not sent for signature yet.</p>;
  const text =
    s.status === 'signed'
      ? `Signed by ${s.signerName} on ${formatDateTime(s.signedAt)}${s.optionId ? `, option ${s.optionId}` : ''}.`
      : s.status === 'void'
        ? `The link sent to ${s.signerEmail} was withdrawn.`
        : `Sent to ${s.signerName} <${s.signerEmail}>; waiting for the signature. The link works until ${formatDateTime(s.expiresAt)}.`;
  return (
    <p role="status" className="text-sm" data-testid="signature-status">
      {text}
    </p>
  );
}

/** Sends the proposal's signing link by e-mail; the signer's name and address start as the contact's. */
export function SendForSignatureForm({
  proposal,
  send,
  contact,
}: {
  proposal: Proposal;
  send: SendProposalMutation;
  contact: { name: string; email: string | null };
}) {
  const [name, setName] = useState(contact.name);
  const [email, setEmail] = useState(contact.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = proposalSendInputSchema.safeParse({ signerName: name, signerEmail: email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the signer.');
      return;
    }
    setProblem(null);
    send.mutate({ proposalId: proposal.id, ...parsed.data });
  };
  const signed = proposal.signature?.status === 'signed';
  return (
    <div className="grid gap-2">
      <SignatureStatus proposal={proposal} />
      {signed ? null : (
        <form
          onSubmit={submit}
          className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]"
          aria-label="Send for signature"
        >
          <label className="sr-only" htmlFor={`signer-name-${proposal.id}`}>
            Signer name
          </label>
          <Input
            id={`signer-name-${proposal.id}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Signer name"
          />
          <label className="sr-only" htmlFor={`signer-email-${proposal.id}`}>
            Signer e-mail
          </label>
          <Input
            id={`signer-email-${proposal.id}`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="Signer e-mail"
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : proposal.signature ? 'Send again' : 'Send for signature'}
          </Button>
        </form>
      )}
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      {send.isError ? <ConsoleError error={send.error} what="send the proposal" /> : null}
      {send.data ? (
        <p role="status" className="text-muted-foreground text-xs">
          {send.data.emailed
            ? `E-mailed the signing link; it works until ${formatDateTime(send.data.expiresAt)}.`
            : 'The signing request is made, but the e-mail could not be handed to the mailer: check the mail settings and send again.'}
        </p>
      ) : null}
    </div>
  );
}
