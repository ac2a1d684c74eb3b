import { Leaf } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function MissionImpactPage() {
  return (
    <ComingSoonScreen
      icon={Leaf}
      tone="solar"
      description={
        'Why AIZ Platform exists: to let anyone build AI agents, and to put them to work on real problems such as the move to clean solar energy. The dashboard that will measure that impact is not built yet.'
      }
    />
  );
}
