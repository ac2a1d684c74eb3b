/** Fund an agent's wallet from your balance, or withdraw from it back to your balance. */
import type { AgentWallet } from '@common/schemas/agent-wallets';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { formatAizAmount } from '@/lib/format';
import { useMoveFunds } from './api';
import { amountProblem } from './policy-draft';

export type MoveDirection = 'fund' | 'withdraw';

interface MoveDialogProps {
  direction: MoveDirection;
  agentName: string;
  wallet: AgentWallet;
  ownerBalance: string;
  onClose: () => void;
}

/** Rendered only while open: each opening has its own Idempotency-Key. */
export function MoveDialog({ direction, agentName, wallet, ownerBalance, onClose }: MoveDialogProps) {
  const move = useMoveFunds();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fund = direction === 'fund';
  const available = fund ? ownerBalance : wallet.balance;
  const whose = fund ? 'Your balance' : "The agent's balance";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = amount.trim();
    const problem = amountProblem(text, available, whose);
    setError(problem ?? undefined);
    if (problem) return;
    move.mutate(
      { deploymentId: wallet.deploymentId, direction, amount: text, key },
      {
        onSuccess: (result) => {
          toast({
            title: fund ? 'Wallet funded' : 'Withdrawn',
            description: `${formatAizAmount(result.amount)} AIZ ${fund ? `moved to ${agentName}` : 'moved back to your balance'}. The agent now holds ${formatAizAmount(result.balance)} AIZ.`,
          });
          onClose();
        },
        onError: (err) => setError(serverMessage(err) ?? 'Nothing moved. Try again.'),
      },
    );
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={fund ? `Fund ${agentName}` : `Withdraw from ${agentName}`}
      description={
        fund
          ? 'Moves AIZ from your balance into this agent’s wallet. Its runs pay from there, within its policy.'
          : 'Moves AIZ from this agent’s wallet back to your balance.'
      }
      onSubmit={submit}
      submitLabel={fund ? 'Fund' : 'Withdraw'}
      pendingLabel={fund ? 'Funding…' : 'Withdrawing…'}
      pending={move.isPending}
    >
      <FormField
        label="Amount (AIZ)"
        error={error}
        description={`${whose}: ${formatAizAmount(available)} AIZ.`}
      >
        {(field) => (
          <Input
            {...field}
            inputMode="decimal"
            autoComplete="off"
            placeholder="10"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoFocus
          />
        )}
      </FormField>
    </FormDialog>
  );
}
