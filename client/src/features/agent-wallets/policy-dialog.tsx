/** The spending policy editor: limits in AIZ, allowed recipients, and on-chain limits per chain and token. */
import type { AgentWallet } from '@common/schemas/agent-wallets';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useUpdatePolicy } from './api';
import { type ChainLimitDraft, draftOf, emptyChainLimit, type PolicyErrors, policyOf } from './policy-draft';

interface PolicyDialogProps {
  agentName: string;
  wallet: AgentWallet;
  onClose: () => void;
}

export function PolicyDialog({ agentName, wallet, onClose }: PolicyDialogProps) {
  const update = useUpdatePolicy();
  const [draft, setDraft] = useState(() => draftOf(wallet.policy));
  const [errors, setErrors] = useState<PolicyErrors>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const set = (field: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const setLimit = (index: number, field: keyof ChainLimitDraft, value: string) =>
    setDraft((d) => ({
      ...d,
      chainLimits: d.chainLimits.map((l, i) => (i === index ? { ...l, [field]: value } : l)),
    }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = policyOf(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { deploymentId: wallet.deploymentId, policy: result.policy },
      {
        onSuccess: () => {
          toast({
            title: 'Policy saved',
            description: `${agentName}’s runs are held to it from their next payment.`,
          });
          onClose();
        },
        onError: (err) => setServerError(serverMessage(err) ?? 'The policy was not saved. Try again.'),
      },
    );
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Spending policy of ${agentName}`}
      description="Every field is optional: an empty one sets no limit. A payment a run makes over a limit, or to someone not allowed, fails that run and moves nothing. Each change is recorded."
      onSubmit={submit}
      submitLabel="Save policy"
      pendingLabel="Saving…"
      pending={update.isPending}
      className="max-h-[90dvh] max-w-2xl overflow-y-auto"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-sm">AIZ</legend>
        <FormField label="Most per transaction (AIZ)" error={errors.maxPerTransaction}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="No limit"
              value={draft.maxPerTransaction}
              onChange={(e) => set('maxPerTransaction')(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Most in any 24 hours (AIZ)"
          error={errors.maxPer24h}
          description="Rolling: the payments of the 24 hours before each new one."
        >
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="No limit"
              value={draft.maxPer24h}
              onChange={(e) => set('maxPer24h')(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          className="sm:col-span-2"
          label="May pay only these people"
          error={errors.allowedRecipients}
          description="Usernames, separated by commas. Empty: anyone."
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder="Anyone"
              value={draft.allowedRecipients}
              onChange={(e) => set('allowedRecipients')(e.target.value)}
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium text-sm">On chain</legend>
        <FormField
          label="May pay only these addresses"
          error={errors.allowedAddresses}
          description="One address per line. Empty: any address."
        >
          {(field) => (
            <Textarea
              {...field}
              className="min-h-16 font-mono"
              placeholder="Any address"
              value={draft.allowedAddresses}
              onChange={(e) => set('allowedAddresses')(e.target.value)}
            />
          )}
        </FormField>
        <p className="text-muted-foreground text-xs">
          The agent pays on chain only the tokens listed here, with their limits in each token’s own units
          (0.5 of the native coin is 0.5 ETH on the local chain).
        </p>
        {draft.chainLimits.map((limit, index) => (
          <ChainLimitRow
            // Rows have no id of their own; a removal re-renders the rows after it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's position is its identity here
            key={index}
            index={index}
            limit={limit}
            errors={errors}
            onChange={(field, value) => setLimit(index, field, value)}
            onRemove={() =>
              setDraft((d) => ({ ...d, chainLimits: d.chainLimits.filter((_, i) => i !== index) }))
            }
          />
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setDraft((d) => ({ ...d, chainLimits: [...d.chainLimits, emptyChainLimit()] }))}
        >
          <Plus aria-hidden="true" /> Add a token
        </Button>
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverError}
        </p>
      ) : null}
    </FormDialog>
  );
}

function ChainLimitRow({
  index,
  limit,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  limit: ChainLimitDraft;
  errors: PolicyErrors;
  onChange: (field: keyof ChainLimitDraft, value: string) => void;
  onRemove: () => void;
}) {
  const error = (field: string) => errors[`chainLimits.${index}.${field}`];
  const n = index + 1;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[6rem_1fr]">
      <legend className="sr-only">Token {n}</legend>
      <FormField label="Chain id" error={error('chainId')}>
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            value={limit.chainId}
            onChange={(e) => onChange('chainId', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Token" error={error('token')} description="native, or the ERC-20 contract address">
        {(field) => (
          <Input
            {...field}
            className="font-mono"
            value={limit.token}
            onChange={(e) => onChange('token', e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField label="Most per transaction" error={error('maxPerTransaction')}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="No limit"
              value={limit.maxPerTransaction}
              onChange={(e) => onChange('maxPerTransaction', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Most in any 24 hours" error={error('maxPer24h')}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="No limit"
              value={limit.maxPer24h}
              onChange={(e) => onChange('maxPer24h', e.target.value)}
            />
          )}
        </FormField>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> token {n}</span>
        </Button>
      </div>
    </fieldset>
  );
}
