import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { PLATFORM_FEE_PERCENT } from '@common/product/features';
import { Coins } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function TokensPage() {
  return (
    <ComingSoonScreen
      feature="buy-aiz"
      icon={Coins}
      status="Partly built"
      description={`AIZ is the platform's utility token, kept in the platform's ledger. The first ${SIGNUP_BONUS_USER_LIMIT} accounts get ${SIGNUP_BONUS_AIZ} AIZ. The owner of a deployment can set a price per run: each caller pays it in AIZ, and the owner receives it less a ${PLATFORM_FEE_PERCENT}% platform fee. Templates in the marketplace can be bought with AIZ, and their creators earn it. Your balance, spending and earnings are on your dashboard. AIZ packs can be bought by card where the platform has card payments set up, and AIZ can be staked in the app on the Staking page. Not built yet: the token's supply and contract details.`}
    />
  );
}
