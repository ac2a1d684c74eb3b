/**
 * /admin's grants from the treasury: an administrator gives a user AIZ from the treasury's reserve, by
 * username or e-mail, with a reason that is kept with the grant and shown in the recipient's history.
 * One idempotency key per submission: a double click or a retry grants once.
 */
import { adminGrantRequestSchema, GRANT_REASON_MAX } from '@common/schemas/payments';
import { Landmark } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api';
import { formatAizAmount, formatDateTime } from '@/lib/format';
import { useAdminGrants, useGrantFromTreasury } from './payments-api';

type Field = 'recipient' | 'aiz' | 'reason';
const EMPTY = { recipient: '', aiz: '', reason: '' };

function GrantForm() {
  const grant = useGrantFromTreasury();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A new key once a grant went through; the same key while retrying one that failed on the way.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminGrantRequestSchema.safeParse({ ...values, idempotencyKey });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    grant.mutate(parsed.data, {
      onSuccess: (done) => {
        toast({ title: `${formatAizAmount(done.aiz)} AIZ granted to ${done.recipient.username}` });
        setValues(EMPTY);
        setIdempotencyKey(crypto.randomUUID());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          setErrors({ recipient: serverMessage(error) ?? 'No such user.' });
          return;
        }
        toast({
          variant: 'destructive',
          title: 'The grant did not go through',
          description: serverMessage(error) ?? 'Try again in a moment.',
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate aria-label="Grant AIZ">
      <FormField
        className="content-start"
        label="Recipient"
        description="Username or e-mail"
        error={errors.recipient}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={values.recipient}
            onChange={(e) => set('recipient')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        className="content-start"
        label="Amount (AIZ)"
        description="From the treasury's reserve"
        error={errors.aiz}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={values.aiz}
            onChange={(e) => set('aiz')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        className="sm:col-span-2"
        label="Reason"
        description="Kept with the grant and shown in the recipient's history."
        error={errors.reason}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={GRANT_REASON_MAX}
            value={values.reason}
            onChange={(e) => set('reason')(e.target.value)}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? 'Granting…' : 'Grant AIZ'}
        </Button>
      </div>
    </form>
  );
}

function RecentGrants() {
  const grants = useAdminGrants();
  if (grants.isPending) return <Skeleton className="h-16" role="status" aria-label="Loading grants" />;
  if (grants.isError) return <p className="text-destructive text-sm">The grants could not be loaded.</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm">
        The treasury holds{' '}
        <span className="font-medium text-foreground tabular-nums">
          {formatAizAmount(grants.data.treasury)} AIZ
        </span>
        .
      </p>
      {grants.data.grants.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed p-4 text-center text-muted-foreground text-sm">
          No grants yet.
        </p>
      ) : (
        <ul aria-label="Recent grants" className="divide-y divide-border">
          {grants.data.grants.map((g) => (
            <li
              key={g.id}
              className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-3"
            >
              <span className="font-medium tabular-nums">{formatAizAmount(g.aiz)} AIZ</span>
              <span>to {g.recipient.username}</span>
              <span className="text-muted-foreground">“{g.reason}”</span>
              <span className="text-muted-foreground text-xs sm:ms-auto">
                by {g.admin.username} · <time dateTime={g.createdAt}>{formatDateTime(g.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TreasuryGrants() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Landmark className="size-5 text-primary" aria-hidden="true" />
          Grants from the treasury
        </CardTitle>
        <CardDescription>
          Give a user AIZ from the treasury's reserve, for instance while card payments are not configured.
          Every grant is a ledger transfer, recorded with who granted it and why.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <GrantForm />
        <RecentGrants />
      </CardContent>
    </Card>
  );
}
