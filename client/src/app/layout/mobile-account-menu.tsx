import type { PublicUser } from '@common/schemas/auth';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useSignOut } from '@/features/auth/lazy';
import { cn } from '@/lib/cn';
import { accountLinksFor, helpItems } from './account-links';
import { BalanceBadge } from './balance-badge';

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent/60 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

/** The signed-in part of the mobile menu: the same account, help and sign-out entries as on desktop. */
export function MobileAccountMenu({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const { signOut, pending } = useSignOut();
  return (
    <div className="flex flex-col gap-1 border-border/70 border-t pt-3">
      <div className="flex items-center gap-3 px-3 pb-2">
        <Avatar
          name={user.username}
          imageUrl={user.profileImageUrl ?? user.profileImage}
          className="size-10"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold text-sm">{user.username}</span>
          <span className="truncate text-muted-foreground text-xs">{user.email}</span>
        </div>
        <BalanceBadge balance={user.aizBalance} tourTarget={false} className="shrink-0" />
      </div>
      <ul aria-label="Account" className="flex flex-col gap-1">
        {accountLinksFor(user).map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link to={to} onClick={onDone} className={rowClass}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <ul aria-label="Help" className="flex flex-col gap-1 border-border/70 border-t pt-1">
        {helpItems.map(({ label, icon: Icon, run }) => (
          <li key={label}>
            <button
              type="button"
              className={rowClass}
              onClick={() => {
                onDone();
                run();
              }}
            >
              <Icon aria-hidden="true" />
              {label}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={pending}
            className={cn(rowClass, 'text-destructive hover:text-destructive')}
            onClick={() => {
              onDone();
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" />
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
