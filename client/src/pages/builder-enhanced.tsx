import { WandSparkles } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function BuilderEnhancedPage() {
  return (
    <ComingSoonScreen
      icon={WandSparkles}
      description={
        'A guided builder that will suggest steps and settings while you assemble an agent. Not built yet.'
      }
    />
  );
}
