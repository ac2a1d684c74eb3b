/**
 * The wallet dialog: while disconnected, the connectors to choose from (buttons, in tab order); once
 * connected, the account: address (copy), network switcher, balances, linking the address to the AIZ
 * account (SIWE) and the linked addresses, and disconnect. Every wallet error of SPEC §8 is shown with
 * what happened and what to do.
 */
import type { Web3Chain } from '@common/schemas/web3';
import { walletErrorMessage, walletErrorNameOf } from '@common/web3/wallet-errors';
import { Check, Copy, Link2, LogOut, RefreshCw, Unlink, Wallet as WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { type Address, numberToHex } from 'viem';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api';
import { useUnlinkWallet, useWalletLinks } from './api';
import { formatTokenAmount, shortAddress } from './format';
import { useBalances } from './use-balances';
import { useLinkWallet } from './use-link-wallet';
import { useWallet, type Wallet } from './use-wallet';

interface Problem {
  title: string;
  description: string;
}

function ProblemBox({ problem, children }: { problem: Problem; children?: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm"
      data-testid="wallet-error"
    >
      <p className="font-semibold text-destructive">{problem.title}</p>
      <p className="mt-1 text-foreground/80">{problem.description}</p>
      {children}
    </div>
  );
}

const CONNECTOR_LABELS: Record<string, { name: string; hint: string }> = {
  injected: { name: 'Browser wallet', hint: 'MetaMask, Rabby, Brave or another wallet in this browser' },
  walletConnect: { name: 'WalletConnect', hint: 'A wallet on your phone, by QR code' },
  coinbaseWalletSDK: { name: 'Coinbase Wallet', hint: 'The Coinbase Wallet app or extension' },
  mock: { name: 'Test wallet', hint: "anvil's default accounts (browser tests only)" },
};

const WALLETCONNECT_NOT_CONFIGURED: Problem = {
  title: 'WalletConnect is not set up on this server',
  description:
    'WalletConnect needs a project id from WalletConnect Cloud (cloud.reown.com). The operator sets it as WALLETCONNECT_PROJECT_ID; until then, use a browser wallet or Coinbase Wallet.',
};

function ConnectorList({
  wallet,
  walletConnectPlaceholder,
}: {
  wallet: Wallet;
  walletConnectPlaceholder: boolean;
}) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const recent = readRecentConnectorId();
  const entries = wallet.connectors
    // EIP-6963 wallets announce themselves (type "injected" with their own id); keep the generic entry too.
    .map((c) => ({
      id: c.id,
      name: CONNECTOR_LABELS[c.id]?.name ?? c.name,
      hint: CONNECTOR_LABELS[c.id]?.hint ?? 'Installed in this browser',
      icon: c.icon,
    }));
  if (walletConnectPlaceholder) {
    const at = entries.findIndex((e) => e.id === 'injected') + 1;
    entries.splice(at, 0, { id: 'walletConnect', ...CONNECTOR_LABELS.walletConnect!, icon: undefined });
  }

  const choose = async (id: string) => {
    setProblem(null);
    if (id === 'walletConnect' && walletConnectPlaceholder) {
      setProblem(WALLETCONNECT_NOT_CONFIGURED);
      return;
    }
    setPending(id);
    try {
      await wallet.connect(id);
    } catch (error) {
      setProblem(walletErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Wallets">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              onClick={() => void choose(entry.id)}
              disabled={pending !== null}
              className="flex w-full items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-left outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
            >
              {entry.icon ? (
                <img src={entry.icon} alt="" className="size-8 rounded-md" />
              ) : (
                <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <WalletIcon className="size-4" aria-hidden="true" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-sm">
                  {entry.name}
                  {recent === entry.id && (
                    <span className="ml-2 rounded-full bg-muted px-2 py-0.5 font-normal text-muted-foreground text-xs">
                      Last used
                    </span>
                  )}
                </span>
                <span className="block truncate text-muted-foreground text-xs">{entry.hint}</span>
              </span>
              {pending === entry.id && <Spinner className="size-4 text-primary" />}
            </button>
          </li>
        ))}
      </ul>
      {pending && (
        <p role="status" className="text-muted-foreground text-sm">
          Confirm the connection in your wallet…
        </p>
      )}
      {problem && <ProblemBox problem={problem} />}
    </div>
  );
}

function readRecentConnectorId(): string | null {
  try {
    const raw = localStorage.getItem('wagmi.recentConnectorId');
    return raw ? (JSON.parse(raw) as string) : null;
  } catch {
    return null;
  }
}

function CopyAddress({ address }: { address: Address }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={copied ? 'Address copied' : 'Copy address'}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(address);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          setCopied(false);
        }
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

function ChainSwitcher({ wallet }: { wallet: Wallet }) {
  const [problem, setProblem] = useState<(Problem & { addable?: Web3Chain }) | null>(null);
  const [pending, setPending] = useState(false);

  const switchTo = async (chainId: number) => {
    setProblem(null);
    setPending(true);
    try {
      await wallet.switchChain(chainId);
    } catch (error) {
      const target = wallet.chains.find((c) => c.id === chainId);
      setProblem({
        ...walletErrorMessage(error),
        addable: walletErrorNameOf(error) === 'chainNotAdded' ? target : undefined,
      });
    } finally {
      setPending(false);
    }
  };

  const addChain = async (chain: Web3Chain) => {
    setProblem(null);
    setPending(true);
    try {
      const provider = (await wallet.connector?.getProvider()) as
        | { request(args: { method: string; params: unknown[] }): Promise<unknown> }
        | undefined;
      if (!provider) throw Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: numberToHex(chain.id),
            chainName: chain.name,
            nativeCurrency: chain.nativeCurrency,
            rpcUrls: [chain.rpcUrl],
            blockExplorerUrls: chain.explorerUrl ? [chain.explorerUrl] : undefined,
          },
        ],
      });
      await wallet.switchChain(chain.id);
    } catch (error) {
      setProblem(walletErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const known = wallet.chain !== undefined;
  return (
    <div className="grid gap-2">
      <label htmlFor="wallet-network" className="font-medium text-sm">
        Network
      </label>
      <div className="flex items-center gap-2">
        <NativeSelect
          id="wallet-network"
          className="flex-1"
          value={known ? String(wallet.chainId) : ''}
          disabled={pending}
          onChange={(e) => void switchTo(Number(e.target.value))}
        >
          {!known && <option value="">Chain {wallet.chainId} (not offered here)</option>}
          {wallet.chains.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        {pending && <Spinner className="size-4 text-primary" aria-label="Switching network" />}
      </div>
      {problem && (
        <ProblemBox problem={problem}>
          {problem.addable && (
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => void addChain(problem.addable!)}
            >
              Add {problem.addable.name} to my wallet
            </Button>
          )}
        </ProblemBox>
      )}
    </div>
  );
}

function Balances({ wallet, chain }: { wallet: Wallet; chain: Web3Chain }) {
  const { balances, isLoading, isError, refetch } = useBalances(wallet.config, chain, wallet.address);
  return (
    <section aria-labelledby="wallet-balances" className="grid gap-2">
      <div className="flex items-center justify-between">
        <h3 id="wallet-balances" className="font-medium text-sm">
          Balances on {chain.name}
        </h3>
        <Button variant="ghost" size="sm" onClick={refetch} aria-label="Read the balances again">
          <RefreshCw aria-hidden="true" />
        </Button>
      </div>
      {isLoading ? (
        <div className="grid gap-2" role="status" aria-label="Reading balances">
          {chain.tokens.map((t) => (
            <Skeleton key={t.symbol} className="h-6" />
          ))}
        </div>
      ) : isError ? (
        <ProblemBox
          problem={{
            title: `Could not read balances from ${chain.name}`,
            description:
              "The network's RPC endpoint did not answer. Try again in a moment, or switch network; the operator can set another RPC URL in CHAIN_RPC_URLS.",
          }}
        />
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Balances">
          {balances.map(({ token, value }) => (
            <li key={token.symbol} className="flex items-center justify-between px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{token.symbol}</span>{' '}
                <span className="text-muted-foreground text-xs">{token.name}</span>
              </span>
              <span className="font-mono tabular-nums">
                {value === undefined ? (
                  <span className="text-muted-foreground" title="This balance could not be read">
                    unavailable
                  </span>
                ) : (
                  formatTokenAmount(value, token.decimals)
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkedAddresses({ wallet }: { wallet: Wallet }) {
  const links = useWalletLinks();
  const link = useLinkWallet(wallet.config);
  const unlink = useUnlinkWallet();
  const address = wallet.address!;
  const linked = links.data?.some((l) => l.address.toLowerCase() === address.toLowerCase()) ?? false;
  const linkProblem: Problem | null = link.error
    ? serverMessage(link.error)
      ? { title: 'The address was not linked', description: serverMessage(link.error)! }
      : walletErrorMessage(link.error)
    : null;

  return (
    <section aria-labelledby="wallet-links" className="grid gap-2">
      <h3 id="wallet-links" className="font-medium text-sm">
        Linked to your AIZ account
      </h3>
      {linked ? (
        <p className="text-muted-foreground text-sm">This address is linked to your account.</p>
      ) : (
        <div className="grid gap-1">
          <Button
            variant="outline"
            onClick={() => link.mutate({ address, chainId: wallet.chainId })}
            disabled={link.isPending || !wallet.chain}
          >
            {link.isPending ? <Spinner className="size-4" /> : <Link2 aria-hidden="true" />}
            {link.isPending ? 'Sign the message in your wallet…' : 'Link to my account'}
          </Button>
          <p className="text-muted-foreground text-xs">
            Your wallet asks you to sign a message (Sign-In with Ethereum). Signing costs nothing and moves no
            funds.
          </p>
        </div>
      )}
      {linkProblem && <ProblemBox problem={linkProblem} />}
      {links.isLoading ? (
        <Skeleton className="h-8" />
      ) : links.isError ? (
        <ProblemBox
          problem={{
            title: 'Could not load your linked addresses',
            description: 'Reload the page to try again.',
          }}
        />
      ) : links.data && links.data.length > 0 ? (
        <ul className="grid gap-1" aria-label="Linked addresses">
          {links.data.map((l) => (
            <li
              key={l.address}
              className="flex items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-1.5 text-sm"
            >
              <span className="font-mono" title={l.address}>
                {shortAddress(l.address)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Unlink ${l.address}`}
                disabled={unlink.isPending}
                onClick={() => unlink.mutate(l.address)}
              >
                <Unlink aria-hidden="true" />
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">No addresses linked yet.</p>
      )}
    </section>
  );
}

function Account({ wallet }: { wallet: Wallet }) {
  const address = wallet.address!;
  return (
    <div className="grid gap-5">
      <div className="flex items-center justify-between gap-2 rounded-xl border border-border bg-card px-4 py-3">
        <div className="min-w-0">
          <p className="font-mono font-semibold text-sm" title={address} data-testid="wallet-address">
            {shortAddress(address)}
          </p>
          <p className="text-muted-foreground text-xs">
            via {CONNECTOR_LABELS[wallet.connector?.id ?? '']?.name ?? wallet.connector?.name}
          </p>
        </div>
        <CopyAddress address={address} />
      </div>
      <ChainSwitcher wallet={wallet} />
      {wallet.chain ? (
        <Balances wallet={wallet} chain={wallet.chain} />
      ) : (
        <p className="text-muted-foreground text-sm">Switch to one of the networks above to see balances.</p>
      )}
      <LinkedAddresses wallet={wallet} />
      <Button variant="outline" onClick={() => void wallet.disconnect()}>
        <LogOut aria-hidden="true" />
        Disconnect
      </Button>
    </div>
  );
}

export function WalletDialog({
  open,
  onOpenChange,
  walletConnectPlaceholder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  walletConnectPlaceholder: boolean;
}) {
  const wallet = useWallet();
  const connected = wallet.status === 'connected' && wallet.address;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{connected ? 'Your wallet' : 'Connect a wallet'}</DialogTitle>
          <DialogDescription>
            {connected
              ? 'Balances are read from the network; nothing moves without your confirmation in the wallet.'
              : 'Choose how to connect. Your wallet asks you to approve; this site never sees your keys.'}
          </DialogDescription>
        </DialogHeader>
        {connected ? (
          <Account wallet={wallet} />
        ) : wallet.status === 'reconnecting' ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner className="size-4" /> Reconnecting to your wallet…
          </p>
        ) : (
          <ConnectorList wallet={wallet} walletConnectPlaceholder={walletConnectPlaceholder} />
        )}
      </DialogContent>
    </Dialog>
  );
}
