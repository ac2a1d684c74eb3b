import { Leaf } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function MissionImpactPage() {
  return (
    <ComingSoonScreen
      feature="mission-impact"
      icon={Leaf}
      tone="solar"
      description={
        'Why AIZ Platform exists: to let anyone build AI agents, and to put them to work on real problems such as the move to clean solar energy. Measuring that impact is not built yet.'
      }
    />
  );
}
