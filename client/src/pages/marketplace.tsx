import { Store } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function MarketplacePage() {
  return (
    <ComingSoonScreen
      icon={Store}
      description={
        'Where you will browse, buy and sell AI agents and workflow templates made by the community, priced in AIZ. Not built yet: there are no listings.'
      }
    />
  );
}
