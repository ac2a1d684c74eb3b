import { Layers } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function WorkflowBuilderLegacyPage() {
  return (
    <ComingSoonScreen
      icon={Layers}
      description={
        'One builder in which you will design an agent and the workflow around it together. Not built yet.'
      }
    />
  );
}
