/**
 * The navigation's wallet button (beside the AIZ badge), loaded on its own so wagmi stays out of the
 * first page: its label follows SPEC §4's states (disconnected, connecting, reconnecting, connected) and
 * it opens the wallet dialog.
 */
import { Wallet as WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { shortAddress } from './format';
import { useWallet } from './use-wallet';
import { useWalletContext, WalletProvider } from './wallet-context';
import { WalletDialog } from './wallet-dialog';

const BUTTON =
  'inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-border bg-background/60 px-3 font-medium text-xs outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

function Inner({ className }: { className?: string }) {
  const wallet = useWallet();
  const { web3 } = useWalletContext();
  const [open, setOpen] = useState(false);
  const { status, address } = wallet;
  const label =
    status === 'connected' && address
      ? shortAddress(address)
      : status === 'connecting'
        ? 'Connecting…'
        : status === 'reconnecting'
          ? 'Reconnecting…'
          : 'Connect wallet';
  const accessibleName =
    status === 'connected' && address
      ? `Wallet ${shortAddress(address)} on ${wallet.chain?.name ?? `chain ${wallet.chainId}`}`
      : label;
  return (
    <>
      <button
        type="button"
        className={cn(BUTTON, className)}
        data-wallet-status={status}
        aria-label={accessibleName}
        title={accessibleName}
        onClick={() => setOpen(true)}
      >
        {status === 'connecting' || status === 'reconnecting' ? (
          <Spinner className="size-3.5" />
        ) : (
          <span className="relative">
            <WalletIcon className="size-3.5" aria-hidden="true" />
            {status === 'connected' && (
              <span
                className="absolute -top-0.5 -right-0.5 size-1.5 rounded-full bg-emerald-500 ring-1 ring-background"
                aria-hidden="true"
              />
            )}
          </span>
        )}
        {/* The header is full below 1280 px: the icon alone there, its name in the tooltip. */}
        <span className="hidden tabular-nums xl:inline">{label}</span>
      </button>
      <WalletDialog
        open={open}
        onOpenChange={setOpen}
        walletConnectPlaceholder={web3.walletConnect.isPlaceholder}
      />
    </>
  );
}

export default function WalletButton({ className }: { className?: string }) {
  return (
    <WalletProvider>
      <Inner className={className} />
    </WalletProvider>
  );
}
