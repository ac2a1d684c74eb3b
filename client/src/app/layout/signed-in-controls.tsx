/**
 * The navigation's signed-in controls, in a chunk of their own: the dropdown menus are only needed
 * once someone is signed in, so they stay out of a visitor's first page load.
 */
import type { PublicUser } from '@common/schemas/auth';
import { Suspense } from 'react';
import { LazyWalletButton } from '@/features/wallet/lazy';
import { BalanceBadge } from './balance-badge';
import { HelpMenu } from './help-menu';
import { UserMenu } from './user-menu';

export { MobileAccountMenu } from './mobile-account-menu';

export function SignedInControls({ user }: { user: PublicUser }) {
  return (
    <div className="flex items-center gap-1.5">
      <HelpMenu className="hidden lg:inline-flex" />
      <Suspense fallback={null}>
        <LazyWalletButton />
      </Suspense>
      <BalanceBadge balance={user.aizBalance} className="hidden lg:inline-flex" />
      <UserMenu user={user} />
    </div>
  );
}
