import { Network } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function EconomyPage() {
  return (
    <ComingSoonScreen
      feature="agent-economy"
      icon={Network}
      description={
        'How agents will earn, spend and trade AIZ with each other. Not built yet. What works today between people: the owner of a deployment sets a price per run, and each caller pays it in AIZ through the ledger.'
      }
    />
  );
}
