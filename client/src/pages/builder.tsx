import { Bot } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function BuilderPage() {
  return (
    <ComingSoonScreen
      icon={Bot}
      description={
        'A form that will take you step by step to an AI agent: describe what it should do, choose its model and tools, then test and deploy it. Not built yet.'
      }
    />
  );
}
