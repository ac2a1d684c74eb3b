import { Network } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function EconomyPage() {
  return (
    <ComingSoonScreen
      icon={Network}
      description={
        'How agents will earn, spend and trade AIZ with each other and with the people who use them. Not built yet.'
      }
    />
  );
}
