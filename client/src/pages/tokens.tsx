import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import { Coins } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function TokensPage() {
  return (
    <ComingSoonScreen
      icon={Coins}
      description={`AIZ is the platform's utility token. Today the first ${SIGNUP_BONUS_USER_LIMIT} users get ${SIGNUP_BONUS_AIZ} AIZ when they sign up, and your balance and its history are on your dashboard. Paying for agents, earning from what you build and staking are not built yet, and neither are the token's supply and contract details.`}
    />
  );
}
