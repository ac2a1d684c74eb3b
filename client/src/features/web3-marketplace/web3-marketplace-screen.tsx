/**
 * /web3-marketplace with the wallet: the connection (features/wallet) becomes the snapshot the listings'
 * requirements are checked against: its state, its chain, and the balances of the tokens the listings pay
 * in on that chain, read together (one multicall where the chain has Multicall3).
 */
import type { Web3Chain } from '@common/schemas/web3';
import type { WalletSnapshot } from '@common/web3/requirements';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  shortAddress,
  useBalances,
  useWallet,
  useWeb3Config,
  WalletDialog,
  WalletProvider,
} from '@/features/wallet';
import { useWeb3Listings } from './api';
import { Web3MarketplaceView } from './web3-marketplace-view';

function Inner() {
  const wallet = useWallet();
  const web3 = useWeb3Config();
  const listings = useWeb3Listings();
  const [open, setOpen] = useState(false);
  const address = wallet.status === 'connected' ? wallet.address : undefined;
  // The wallet's chain, with every ERC-20 a listing pays in on it, so one read covers them all.
  const chain: Web3Chain | undefined = useMemo(() => {
    const base = wallet.chain;
    if (!base) return undefined;
    const extra = (listings.data?.listings ?? [])
      .flatMap((l) => l.requirements)
      .filter((r) => r.chainId === base.id && r.token && r.token !== 'native')
      .filter((r) => !base.tokens.some((t) => t.address?.toLowerCase() === r.token))
      .map((r) => ({
        symbol: r.symbol ?? 'token',
        name: r.symbol ?? 'token',
        address: r.token!,
        decimals: r.decimals ?? 18,
      }));
    const unique = extra.filter((t, i) => extra.findIndex((x) => x.address === t.address) === i);
    return { ...base, tokens: [...base.tokens, ...unique] };
  }, [wallet.chain, listings.data]);
  const fallbackChain = wallet.chains[0]!;
  const read = useBalances(wallet.config, chain ?? fallbackChain, chain ? address : undefined);
  const snapshot: WalletSnapshot = {
    status: wallet.status,
    chainId: wallet.status === 'connected' ? wallet.chainId : null,
    balances: new Map(
      read.balances
        .filter((b) => b.value !== undefined)
        .map((b) => [b.token.address?.toLowerCase() ?? 'native', b.value as bigint]),
    ),
    balancesFailed: read.isError,
    availableChains: wallet.chains.map((c) => c.id),
  };
  return (
    <>
      <Web3MarketplaceView
        wallet={snapshot}
        actions={{
          connect: () => setOpen(true),
          switchChain: (id) => void wallet.switchChain(id).catch(() => setOpen(true)),
        }}
        walletControl={
          <Card className="flex flex-wrap items-center gap-3 p-4 text-sm">
            <span>
              {address
                ? `Checking against ${shortAddress(address)} on ${wallet.chain?.name ?? `chain ${wallet.chainId}`}.`
                : wallet.status === 'reconnecting' || wallet.status === 'connecting'
                  ? 'Connecting to your wallet…'
                  : 'Connect a wallet to check each listing against your chain and balances.'}
            </span>
            <Button
              size="sm"
              variant={address ? 'outline' : 'brand'}
              className="ms-auto"
              onClick={() => setOpen(true)}
            >
              {address ? 'Open wallet' : 'Connect a wallet'}
            </Button>
          </Card>
        }
      />
      <WalletDialog
        open={open}
        onOpenChange={setOpen}
        walletConnectPlaceholder={web3.data?.walletConnect.isPlaceholder ?? true}
      />
    </>
  );
}

/** Before the chains load (or when they cannot): the listings, with nothing checked yet. */
function WithoutWallet({ failed }: { failed: boolean }) {
  return (
    <Web3MarketplaceView
      wallet={{ status: 'disconnected', chainId: null, balances: new Map(), availableChains: [] }}
      actions={{ connect: () => undefined, switchChain: () => undefined }}
      walletControl={
        failed ? (
          <p role="alert" className="text-destructive text-sm">
            The chains could not be loaded, so the listings cannot be checked against a wallet. Try again in a
            moment.
          </p>
        ) : (
          <Skeleton className="h-14" />
        )
      }
    />
  );
}

export function Web3MarketplaceScreen() {
  return (
    <WalletProvider loading={<WithoutWallet failed={false} />} failed={<WithoutWallet failed />}>
      <Inner />
    </WalletProvider>
  );
}
