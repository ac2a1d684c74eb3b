/**
 * /approve/:token: what an approval link asks (the workflow, its message, the first items, who is asked,
 * until when), Approve or Reject with an optional comment, then what was decided. Works signed out: the
 * token is the proof. A link that is not valid, expired or already used says so instead.
 */
import { countOf } from '@common/plural';
import { APPROVAL_COMMENT_MAX, type ApprovalDecided, type ApprovalRequest } from '@common/schemas/approvals';
import { CircleCheck, CircleX, Clock, Link2Off, type LucideIcon, MailCheck, RotateCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { endsTheLink, type LinkProblem, linkProblemOf } from './link-problem';
import { useApprovalRequest, useDecideApproval } from './use-approval';

const PROBLEM_ICONS: Record<LinkProblem['kind'], LucideIcon> = {
  invalid: Link2Off,
  expired: Clock,
  closed: MailCheck,
  failed: CircleX,
};

function Notice({
  icon: Icon,
  title,
  children,
  tone = 'muted',
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  tone?: 'muted' | 'good' | 'bad';
  action?: ReactNode;
}) {
  const colour =
    tone === 'good' ? 'text-emerald-500' : tone === 'bad' ? 'text-destructive' : 'text-muted-foreground';
  return (
    <Card className="max-w-2xl" role="region" aria-label={title}>
      <CardHeader className="flex-row items-start gap-4">
        <Icon aria-hidden="true" className={`mt-0.5 size-8 shrink-0 ${colour}`} />
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-xl">{title}</CardTitle>
          <CardDescription className="text-base">{children}</CardDescription>
        </div>
      </CardHeader>
      {action ? <CardFooter>{action}</CardFooter> : null}
    </Card>
  );
}

function ItemsPreview({ request }: { request: ApprovalRequest }) {
  if (request.itemCount === 0) return <p className="text-muted-foreground text-sm">No items are waiting.</p>;
  const shown = request.items.length;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm">
        {shown === request.itemCount
          ? `${countOf(request.itemCount, 'item')} waiting for the decision:`
          : `The first ${shown} of ${countOf(request.itemCount, 'item')} waiting for the decision:`}
      </p>
      {shown > 0 ? (
        <pre className="max-h-80 overflow-auto rounded-lg border border-border bg-muted/50 p-3 font-mono text-xs leading-relaxed">
          {JSON.stringify(request.items, null, 2)}
        </pre>
      ) : null}
    </div>
  );
}

function DecisionForm({
  token,
  request,
  onDecided,
  onLinkEnded,
}: {
  token: string;
  request: ApprovalRequest;
  onDecided: (decided: ApprovalDecided) => void;
  onLinkEnded: (problem: LinkProblem) => void;
}) {
  const commentId = useId();
  const [comment, setComment] = useState('');
  const decide = useDecideApproval(token);
  const failure = decide.error ? linkProblemOf(decide.error) : null;
  const send = (decision: 'approved' | 'rejected') =>
    decide.mutate(
      { decision, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onSuccess: onDecided,
        onError: (error) => {
          const problem = linkProblemOf(error);
          if (endsTheLink(problem)) onLinkEnded(problem);
        },
      },
    );
  const others = request.approvers.filter((a) => a !== request.approver);
  return (
    <Card className="max-w-2xl" role="region" aria-label="The request">
      <CardHeader>
        <CardDescription>
          The workflow <span className="font-medium text-foreground">{request.workflowName}</span> is waiting
          for your decision
        </CardDescription>
        <CardTitle className="whitespace-pre-wrap text-xl">
          {request.message || 'Approve to continue?'}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ItemsPreview request={request} />
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Asked</dt>
          <dd className="break-all">
            {request.approver}
            {others.length > 0 ? ` and ${others.join(', ')} (the first answer decides)` : null}
          </dd>
          <dt className="text-muted-foreground">Link valid until</dt>
          <dd>{formatDateTime(request.expiresAt)}</dd>
        </dl>
        <div className="flex flex-col gap-2">
          <Label htmlFor={commentId}>Comment (optional)</Label>
          <Textarea
            id={commentId}
            value={comment}
            maxLength={APPROVAL_COMMENT_MAX}
            onChange={(e) => setComment(e.target.value)}
            placeholder="Why you decide as you do; the workflow receives it with the decision."
            disabled={decide.isPending}
          />
        </div>
        {failure && !endsTheLink(failure) ? (
          <p role="alert" className="text-destructive text-sm">
            {serverMessage(decide.error) ?? 'Your decision could not be sent. Please try again.'}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={decide.isPending}
          onClick={() => send('rejected')}
        >
          {decide.isPending && decide.variables?.decision === 'rejected' ? <Spinner /> : <CircleX />}
          Reject
        </Button>
        <Button className="w-full sm:w-auto" disabled={decide.isPending} onClick={() => send('approved')}>
          {decide.isPending && decide.variables?.decision === 'approved' ? <Spinner /> : <CircleCheck />}
          Approve
        </Button>
      </CardFooter>
    </Card>
  );
}

const RUN_AFTER: Record<ApprovalDecided['runStatus'], string> = {
  succeeded: 'The workflow went on and has finished.',
  running: 'The workflow is going on now.',
  waiting: 'The workflow went on and is now waiting again.',
  failed: 'The workflow went on, then stopped with an error; its owner can see why.',
  cancelled: 'The workflow was cancelled.',
};

export function ApprovalView({ token }: { token: string }) {
  const request = useApprovalRequest(token);
  const [decided, setDecided] = useState<ApprovalDecided | null>(null);
  const [ended, setEnded] = useState<LinkProblem | null>(null);
  const problem = ended ?? (request.error ? linkProblemOf(request.error) : null);

  let body: ReactNode;
  if (decided) {
    const approved = decided.decision === 'approved';
    body = (
      <Notice
        icon={approved ? CircleCheck : CircleX}
        tone={approved ? 'good' : 'bad'}
        title={approved ? 'You approved this request' : 'You rejected this request'}
      >
        {`Thank you. "${decided.workflowName}" has your answer. ${RUN_AFTER[decided.runStatus]} This link no longer works; you can close this page.`}
      </Notice>
    );
  } else if (problem) {
    body = (
      <Notice
        icon={PROBLEM_ICONS[problem.kind]}
        title={problem.title}
        action={
          problem.kind === 'failed' ? (
            <Button variant="outline" onClick={() => request.refetch()}>
              <RotateCw />
              Try again
            </Button>
          ) : undefined
        }
      >
        {problem.message}
      </Notice>
    );
  } else if (request.data) {
    body = (
      <DecisionForm token={token} request={request.data} onDecided={setDecided} onLinkEnded={setEnded} />
    );
  } else {
    body = (
      <div role="status" aria-label="Loading the request" className="flex max-w-2xl flex-col gap-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-9 w-48 self-end" />
      </div>
    );
  }
  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="Someone asked you to approve or reject a step of their workflow. No account is needed." />
      {body}
    </AccountScreen>
  );
}
