/**
 * /sign/:token: the proposal a homeowner was sent (three options, no floor price or commission), an option
 * picker, their typed name, a signature (drawn, or typed and rendered), consent to sign electronically, then a
 * confirmation with the contract's SHA-256 and its download. Works signed out: the token is the proof. A link
 * that is not valid, expired, withdrawn or used says so instead.
 */
import type { SigningView, SignResult } from '@common/schemas/solar-proposals';
import {
  CircleCheck,
  Clock,
  Download,
  FileSignature,
  Link2Off,
  type LucideIcon,
  RotateCw,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { type SigningProblem, signingProblemOf } from './link-problem';
import { OptionPicker } from './option-picker';
import { contractUrl } from './sign-api';
import { SignaturePad } from './signature-pad';
import { useSign, useSigningView } from './use-signing';

const PROBLEM_ICONS: Record<SigningProblem['kind'], LucideIcon> = {
  invalid: Link2Off,
  expired: Clock,
  used: CircleCheck,
  failed: Link2Off,
};

function Notice({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="max-w-3xl" role="region" aria-label={title}>
      <CardHeader className="flex-row items-start gap-4">
        <Icon aria-hidden="true" className="mt-0.5 size-8 shrink-0 text-muted-foreground" />
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-xl">{title}</CardTitle>
          <CardDescription className="text-base">{children}</CardDescription>
        </div>
      </CardHeader>
      {action ? <CardFooter>{action}</CardFooter> : null}
    </Card>
  );
}

function Signed({
  token,
  optionId,
  signedAt,
  pdfSha256,
}: {
  token: string;
  optionId: string;
  signedAt: string;
  pdfSha256: string;
}) {
  return (
    <Card className="max-w-3xl" role="region" aria-label="Signed">
      <CardHeader className="flex-row items-start gap-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-8 shrink-0 text-emerald-500" />
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-xl">You signed the contract</CardTitle>
          <CardDescription className="text-base">
            Option {optionId}, signed {formatDateTime(signedAt)}. Keep the PDF: the fingerprint below
            (SHA-256) lets anyone check it was not changed.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground text-sm">SHA-256 of the signed PDF</p>
        <p className="break-all font-mono text-sm" data-testid="contract-sha256">
          {pdfSha256}
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <a href={contractUrl(token)} download>
            <Download />
            Download the signed contract (PDF)
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}

function SignForm({
  token,
  view,
  onSigned,
  onEnded,
}: {
  token: string;
  view: SigningView;
  onSigned: (r: SignResult) => void;
  onEnded: (p: SigningProblem) => void;
}) {
  const nameId = useId();
  const consentId = useId();
  const [optionId, setOptionId] = useState<'A' | 'B' | 'C' | null>(null);
  const [typedName, setTypedName] = useState(view.signerName);
  const [signature, setSignature] = useState<string | null>(null);
  const [agree, setAgree] = useState(false);
  const [tried, setTried] = useState(false);
  const sign = useSign(token);
  const missing = !optionId
    ? 'Choose an option.'
    : !typedName.trim()
      ? 'Type your full name.'
      : !signature
        ? 'Add your signature: draw it, or choose Type.'
        : !agree
          ? 'Tick the box to agree to sign electronically.'
          : null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing || !optionId || !signature) return;
    sign.mutate(
      { optionId, typedName: typedName.trim(), signaturePng: signature, agree: true },
      {
        onSuccess: onSigned,
        onError: (error) => {
          const problem = signingProblemOf(error);
          if (problem.kind !== 'failed') onEnded(problem);
        },
      },
    );
  };
  const { proposal } = view;
  return (
    <form onSubmit={submit} noValidate>
      <Card className="max-w-3xl" role="region" aria-label="The proposal">
        <CardHeader>
          <CardDescription>
            From <span className="font-medium text-foreground">{view.sellerName}</span> for {view.signerName}
            {view.propertyAddress ? `, ${view.propertyAddress}` : ''}.{' '}
            {`Proposal version ${proposal.version}. This link works until ${formatDate(view.expiresAt)}.`}
          </CardDescription>
          <CardTitle className="text-xl">{view.dealTitle}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <OptionPicker
            options={proposal.options}
            value={optionId}
            onChange={setOptionId}
            disabled={sign.isPending}
          />
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">What these figures assume</summary>
            <ul className="mt-2 list-disc pl-5 text-muted-foreground">
              {proposal.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </details>
          <div className="flex max-w-md flex-col gap-2">
            <Label htmlFor={nameId}>Your full name</Label>
            <Input
              id={nameId}
              value={typedName}
              maxLength={200}
              onChange={(e) => setTypedName(e.target.value)}
              autoComplete="name"
            />
          </div>
          <SignaturePad typedName={typedName} onChange={setSignature} />
          <div className="flex items-start gap-2">
            <input
              id={consentId}
              type="checkbox"
              checked={agree}
              onChange={(e) => setAgree(e.target.checked)}
              className="mt-1"
            />
            <Label htmlFor={consentId} className="font-normal leading-snug">
              I agree to sign this contract electronically, and that my electronic signature, name, the time,
              my IP address and browser are recorded with it.
            </Label>
          </div>
          {tried && missing ? (
            <p role="alert" className="text-destructive text-sm">
              {missing}
            </p>
          ) : null}
          {sign.error && signingProblemOf(sign.error).kind === 'failed' ? (
            <p role="alert" className="text-destructive text-sm">
              {serverMessage(sign.error) ?? 'Your signature could not be sent. Please try again.'}
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={sign.isPending}>
            {sign.isPending ? <Spinner /> : <FileSignature />}
            Sign the contract
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}

export function SignView({ token }: { token: string }) {
  const view = useSigningView(token);
  const [signed, setSigned] = useState<SignResult | null>(null);
  const [ended, setEnded] = useState<SigningProblem | null>(null);
  const problem = ended ?? (view.error ? signingProblemOf(view.error) : null);

  let body: ReactNode;
  if (signed) body = <Signed token={token} {...signed} />;
  else if (problem)
    body = (
      <Notice
        icon={PROBLEM_ICONS[problem.kind]}
        title={problem.title}
        action={
          problem.kind === 'failed' ? (
            <Button variant="outline" onClick={() => view.refetch()}>
              <RotateCw />
              Try again
            </Button>
          ) : undefined
        }
      >
        {problem.message}
      </Notice>
    );
  else if (view.data?.signed) body = <Signed token={token} {...view.data.signed} />;
  else if (view.data)
    body = <SignForm token={token} view={view.data} onSigned={setSigned} onEnded={setEnded} />;
  else
    body = (
      <div role="status" aria-label="Loading the proposal" className="flex max-w-3xl flex-col gap-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-9 w-48 self-end" />
      </div>
    );
  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="Review your solar proposal, choose an option and sign. No account is needed." />
      {body}
    </AccountScreen>
  );
}
