/** Administrators only (the server checks the role too): fund the rewards pool from the treasury over N days. */
import { STAKING_FUND_DAYS_MAX } from '@common/schemas/staking';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useFundRewards } from './api';
import { amountProblem, shortAiz } from './format';

export function FundPanel() {
  const fund = useFundRewards();
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState('30');
  const [error, setError] = useState<{ amount?: string; days?: string; form?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const dayCount = Number(days);
    const problems = {
      amount: amountProblem(amount, null) ?? undefined,
      days:
        Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= STAKING_FUND_DAYS_MAX
          ? undefined
          : `A period is 1 to ${STAKING_FUND_DAYS_MAX} whole days.`,
    };
    setError(problems);
    if (problems.amount || problems.days) return;
    fund.mutate(
      { amount: amount.trim(), days: dayCount },
      {
        onSuccess: (result) => {
          setAmount('');
          toast({
            title: 'Rewards pool funded',
            description: `${shortAiz(result.amount)} AIZ from the treasury${
              result.leftover !== '0'
                ? ` plus ${shortAiz(result.leftover)} AIZ left of the running period`
                : ''
            }: ${shortAiz(result.emissionPerDay)} AIZ a day until ${new Date(result.periodEndsAt).toLocaleDateString()}.`,
          });
        },
        onError: (err) =>
          setError({ form: serverMessage(err) ?? 'The pool could not be funded. Try again.' }),
      },
    );
  };
  return (
    <section aria-labelledby="fund-heading">
      <Card className="flex flex-col gap-4 border-dashed p-5">
        <div>
          <h2 id="fund-heading" className="font-semibold text-lg">
            Fund the rewards pool
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            Administrators only. Moves AIZ from the treasury to the rewards pool, emitted evenly over the days
            you choose. Funding while a period runs adds what it had left to the new amount and starts a new
            period from now.
          </p>
        </div>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
        >
          <FormField label="Amount (AIZ)" error={error.amount}>
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Over (days)" error={error.days}>
            {(field) => (
              <Input {...field} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
            )}
          </FormField>
          <Button type="submit" className="sm:mt-6" disabled={fund.isPending}>
            {fund.isPending ? 'Funding…' : 'Fund from treasury'}
          </Button>
        </form>
        {error.form ? (
          <p role="alert" className="text-destructive text-sm">
            {error.form}
          </p>
        ) : null}
      </Card>
    </section>
  );
}
