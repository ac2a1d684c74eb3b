import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { Coins } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function TokensPage() {
  return (
    <ScreenIntro
      icon={Coins}
      description={`AIZ is the platform's utility token: you pay for agents with it, creators earn it, and holders stake it. The first ${SIGNUP_BONUS_USER_LIMIT} users get ${SIGNUP_BONUS_AIZ} AIZ when they sign up.`}
      actions={[screenLinks.staking, screenLinks.agentWallets, screenLinks.marketplace, screenLinks.economy]}
    />
  );
}
