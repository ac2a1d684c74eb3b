/**
 * A screen's part that needs the wallet: WalletProvider with the loading and failure states every such part
 * shows (the staking tab, My wallet).
 */
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { WalletProvider } from './wallet-context';

export function WalletSection({ children }: { children: ReactNode }) {
  return (
    <WalletProvider
      loading={<Skeleton className="h-40" />}
      failed={
        <p role="alert" className="text-destructive text-sm">
          The chains could not be loaded. Try again in a moment.
        </p>
      }
    >
      {children}
    </WalletProvider>
  );
}
