/**
 * /web3-marketplace: the marketplace's listings that pay on chain (an On-chain payment node), each with the
 * chain and token it needs, checked against the connected wallet: met, or what is missing and what to do.
 */
import { countOf } from '@common/plural';
import type { WalletSnapshot } from '@common/web3/requirements';
import { Hexagon } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ListingCard } from '@/features/marketplace';
import { serverMessage } from '@/lib/api';
import { useWeb3Listings } from './api';
import { RequirementRow, type WalletActions } from './requirement-row';

function Empty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <Hexagon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-semibold text-lg">No listing pays on chain yet</h2>
      <p className="max-w-md text-muted-foreground text-sm">
        A workflow with an On-chain payment node, listed in the marketplace, shows here with the chain and
        token it needs.
      </p>
      <Button asChild variant="brand">
        <Link to="/workflows">Build one in your workflows</Link>
      </Button>
    </div>
  );
}

export function Web3MarketplaceView({
  wallet,
  actions,
  walletControl,
}: {
  wallet: WalletSnapshot;
  actions: WalletActions;
  /** The connected wallet's summary and buttons (the wallet feature's). */
  walletControl?: React.ReactNode;
}) {
  const query = useWeb3Listings();
  const results = query.data;
  return (
    <AccountScreen>
      <AccountScreenHeader
        subtitle="Agents and templates that pay on chain. Each shows the chain and token it needs, checked against your connected wallet."
        actions={
          <Button asChild variant="outline">
            <Link to="/marketplace">All listings</Link>
          </Button>
        }
      />
      {walletControl}
      {query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(query.error) ?? 'The listings could not be loaded. Try again in a moment.'}
        </p>
      ) : !results ? (
        <ul aria-label="Loading listings" aria-busy="true" className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={i}>
              <Skeleton className="h-72 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : results.listings.length === 0 ? (
        <Empty />
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {countOf(results.total, 'listing')} paying on chain
          </p>
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Web3 listings">
            {results.listings.map(({ listing, requirements }) => (
              <li key={listing.id} className="flex flex-col gap-3">
                <ListingCard listing={listing} />
                <section aria-label={`What ${listing.title} needs`}>
                  <h3 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wide">
                    Needs
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {requirements.map((r) => (
                      <RequirementRow
                        key={`${r.chainId}:${r.token}`}
                        requirement={r}
                        wallet={wallet}
                        actions={actions}
                      />
                    ))}
                  </ul>
                </section>
              </li>
            ))}
          </ul>
        </>
      )}
    </AccountScreen>
  );
}
