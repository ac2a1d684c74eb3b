import { Bot } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function BuilderPage() {
  return (
    <ScreenIntro
      icon={Bot}
      description={
        'Create an AI agent step by step: describe what it should do, choose its model and tools, then test and deploy it.'
      }
      actions={[screenLinks.workflowBuilder, screenLinks.marketplace, screenLinks.providers]}
    />
  );
}
