/** Who works in this CRM and as what; add someone by the e-mail of their account. */

import { crmMemberInputSchema } from '@common/schemas/solar-crm';
import { CRM_ROLES, type CrmRole } from '@common/schemas/solar-crm-roles';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useAddMember, useChangeMemberRole, useCrmMembers, useRemoveMember } from './crm-admin-api';
import { CrmError, CrmLoading } from './crm-states';

const ROLE_HELP: Record<CrmRole, string> = {
  setter: 'books appointments; moves deals among the setter stages',
  closer: 'runs the sale: every stage, proposals, signatures, projects',
  manager: 'everything, with members, pipelines, pay, import and webhooks',
};

export function MembersSettings() {
  const query = useCrmMembers();
  const add = useAddMember();
  const change = useChangeMemberRole();
  const remove = useRemoveMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CrmRole>('setter');
  const [error, setError] = useState<string | null>(null);
  const failed = (fallback: string) => (e: unknown) =>
    toast({
      variant: 'destructive',
      title: fallback,
      description: serverMessage(e) ?? 'Try again in a moment.',
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = crmMemberInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the e-mail.');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => setEmail(''),
      onError: (e) => setError(serverMessage(e) ?? 'The member was not added. Try again.'),
    });
  };
  return (
    <section aria-labelledby="crm-members" className="grid gap-3">
      <h2 id="crm-members" className="font-semibold text-xl">
        Members and roles
      </h2>
      <ul className="grid gap-1 text-muted-foreground text-xs">
        {CRM_ROLES.map((r) => (
          <li key={r}>
            <strong className="text-foreground capitalize">{r}</strong>: {ROLE_HELP[r]}
          </li>
        ))}
      </ul>
      {query.isError ? (
        <CrmError error={query.error} what="The members" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CrmLoading label="Loading the members" />
      ) : (
        <ul aria-label="Members" className="grid gap-2">
          {query.data.members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 rounded-lg border p-2.5 text-sm">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{m.name ?? m.email}</p>
                <p className="truncate text-muted-foreground text-xs">{m.email}</p>
              </div>
              {m.owner ? (
                <span className="text-muted-foreground text-xs">Owner · manager</span>
              ) : (
                <>
                  <NativeSelect
                    aria-label={`Role of ${m.email}`}
                    value={m.role}
                    className="w-32"
                    onChange={(e) =>
                      change.mutate(
                        { userId: m.userId, role: e.target.value as CrmRole },
                        { onError: failed('The role was not changed') },
                      )
                    }
                  >
                    {CRM_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove.mutate(m.userId, { onError: failed('The member was not removed') })}
                  >
                    Remove
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate aria-label="Add a member">
        <Input
          type="email"
          aria-label="E-mail of their account"
          placeholder="rep@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="w-64"
        />
        <NativeSelect
          aria-label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as CrmRole)}
          className="w-32"
        >
          {CRM_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" disabled={add.isPending}>
          Add member
        </Button>
        {error ? (
          <p role="alert" className="w-full text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
