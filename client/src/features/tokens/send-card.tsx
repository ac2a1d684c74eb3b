/**
 * Send AIZ to another person: the form, then a confirmation that shows who the username belongs to
 * (GET /api/tokens/recipient) before anything moves. The Idempotency-Key is made when the confirmation
 * opens, so a retry after a lost answer sends nothing twice.
 */
import {
  SEND_MEMO_MAX,
  type SendAizRequest,
  sendAizRequestSchema,
  type TokenRecipient,
} from '@common/schemas/tokens';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { authKeys } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { formatAizAmount } from '@/lib/format';
import { fetchRecipient, sendAiz, tokenKeys } from './tokens-api';

type Field = 'username' | 'amount' | 'memo';
const EMPTY = { username: '', amount: '', memo: '' };

interface Pending {
  request: SendAizRequest;
  recipient: TokenRecipient;
  key: string;
}

export function SendCard({ balance }: { balance: string | undefined }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [looking, setLooking] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const send = useMutation({
    mutationFn: (p: Pending) => sendAiz(p.request, p.key),
    onSuccess: (result) => {
      toast({
        title: `Sent ${formatAizAmount(result.amount)} AIZ to @${result.recipient.username}`,
        description: `Your balance is now ${formatAizAmount(result.balance)} AIZ.`,
      });
      setPending(null);
      setValues(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ['ledger'] });
      void queryClient.invalidateQueries({ queryKey: tokenKeys.supply });
      // The header's balance comes with the signed-in user.
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
    onError: (error) => setSendError(serverMessage(error) ?? 'The send failed. Nothing was sent; try again.'),
  });

  async function review(event: FormEvent) {
    event.preventDefault();
    const parsed = sendAizRequestSchema.safeParse({ ...values, memo: values.memo || undefined });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setLooking(true);
    try {
      const recipient = await fetchRecipient(parsed.data.username);
      setSendError(null);
      setPending({ request: parsed.data, recipient, key: crypto.randomUUID() });
    } catch (error) {
      setErrors({ username: serverMessage(error) ?? 'That username could not be checked. Try again.' });
    } finally {
      setLooking(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Send className="size-5 text-primary" aria-hidden="true" />
          Send AIZ
        </CardTitle>
        <CardDescription>
          To another person by username. You see who it is before anything is sent.
          {balance !== undefined ? ` You have ${formatAizAmount(balance)} AIZ.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(e) => void review(e)} noValidate>
          <FormField label="Recipient’s username" error={errors.username}>
            {(control) => (
              <Input
                {...control}
                name="username"
                autoComplete="off"
                placeholder="e.g. ada"
                value={values.username}
                onChange={set('username')}
              />
            )}
          </FormField>
          <FormField label="Amount (AIZ)" error={errors.amount}>
            {(control) => (
              <Input
                {...control}
                name="amount"
                inputMode="decimal"
                placeholder="25"
                value={values.amount}
                onChange={set('amount')}
              />
            )}
          </FormField>
          <FormField label="Note (optional)" error={errors.memo} description="The recipient sees it.">
            {(control) => (
              <Input
                {...control}
                name="memo"
                maxLength={SEND_MEMO_MAX}
                value={values.memo}
                onChange={set('memo')}
              />
            )}
          </FormField>
          <Button type="submit" variant="brand" disabled={looking} className="justify-self-start">
            {looking ? <Spinner /> : null}
            Review
          </Button>
        </form>
      </CardContent>
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => (!open && !send.isPending ? setPending(null) : null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Send AIZ?</DialogTitle>
            <DialogDescription>Check who gets it: a send cannot be undone.</DialogDescription>
          </DialogHeader>
          {pending ? (
            <div className="flex flex-col gap-4">
              <div className="flex items-center gap-3 rounded-lg border border-border p-3">
                <Avatar
                  name={pending.recipient.username}
                  imageUrl={pending.recipient.profileImage}
                  className="size-10 text-sm"
                />
                <div className="min-w-0">
                  <p className="text-muted-foreground text-xs">To</p>
                  <p className="truncate font-medium" data-testid="send-recipient">
                    @{pending.recipient.username}
                  </p>
                </div>
                <p className="ml-auto font-semibold text-lg tabular-nums">
                  {formatAizAmount(pending.request.amount)} AIZ
                </p>
              </div>
              {pending.request.memo ? (
                <p className="text-sm">
                  <span className="text-muted-foreground">Note: </span>
                  {pending.request.memo}
                </p>
              ) : null}
              {sendError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
                >
                  {sendError}
                </p>
              ) : null}
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" disabled={send.isPending} onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button variant="brand" disabled={send.isPending} onClick={() => pending && send.mutate(pending)}>
              {send.isPending ? <Spinner /> : null}
              Send {pending ? `${formatAizAmount(pending.request.amount)} AIZ` : ''}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
