/**
 * /agent-wallets, "My wallet": the person's connected wallet and their AIZ between the app and a chain
 * (withdraw and deposit), with the administrators' switch for withdrawals.
 */
import type { Web3Chain } from '@common/schemas/web3';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth';
import { shortAddress, useWallet, useWeb3Config, WalletDialog, WalletSection } from '@/features/wallet';
import { useBridgeStatus } from './api';
import { BridgeAdminCard } from './bridge-admin-card';
import { BridgePanel } from './bridge-panel';

type DeployedChain = Web3Chain & { contracts: NonNullable<Web3Chain['contracts']> };

function Inner() {
  const wallet = useWallet();
  const web3 = useWeb3Config();
  const status = useBridgeStatus();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const chains = wallet.chains.filter((c): c is DeployedChain => c.contracts !== null);
  const chain = chains.find((c) => c.id === wallet.chainId) ?? chains[0];
  const connected = wallet.status === 'connected' && wallet.address;
  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-wrap items-center gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">
            {connected
              ? `${shortAddress(wallet.address!)} on ${wallet.chain?.name ?? `chain ${wallet.chainId}`}`
              : wallet.status === 'reconnecting' || wallet.status === 'connecting'
                ? 'Connecting to your wallet…'
                : 'No wallet connected'}
          </h3>
          <p className="text-muted-foreground text-sm">
            {connected
              ? 'Balances, chain switching and linking this address to your account are in the wallet panel.'
              : 'Connect a wallet to see its balances, link it to your account and move AIZ between the app and a chain.'}
          </p>
        </div>
        <Button className="ms-auto" variant={connected ? 'outline' : 'brand'} onClick={() => setOpen(true)}>
          {connected ? 'Open wallet' : 'Connect a wallet'}
        </Button>
      </Card>
      {!chain ? (
        <Card className="flex flex-col gap-2 p-5">
          <h3 className="font-semibold">No AIZ contracts on this installation</h3>
          <p className="text-muted-foreground text-sm">
            AIZ moves to a chain only where its contracts are deployed. On a development machine,
            <code className="mx-1">npm run chain</code>
            starts a local chain and deploys them.
          </p>
        </Card>
      ) : !status.data ? (
        <Skeleton className="h-40" />
      ) : connected && wallet.chainId !== chain.id ? (
        <Card className="flex flex-col items-start gap-3 p-5">
          <p className="text-sm">
            AIZ is on {chain.name}; your wallet is on {wallet.chain?.name ?? `chain ${wallet.chainId}`}.
          </p>
          <Button onClick={() => wallet.switchChain(chain.id).catch(() => undefined)}>
            Switch to {chain.name}
          </Button>
        </Card>
      ) : (
        <BridgePanel wallet={wallet} chain={chain} status={status.data} />
      )}
      {user?.role === 'admin' ? <BridgeAdminCard /> : null}
      <WalletDialog
        open={open}
        onOpenChange={setOpen}
        walletConnectPlaceholder={web3.data?.walletConnect.isPlaceholder ?? true}
      />
    </div>
  );
}

export function MyWalletTab() {
  return (
    <WalletSection>
      <Inner />
    </WalletSection>
  );
}
