import { Users } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function CommunityPage() {
  return (
    <ScreenIntro
      icon={Users}
      description={
        'A place for builders to ask questions, share agents and workflows, and learn from each other.'
      }
      actions={[screenLinks.marketplace, screenLinks.workflowBuilder, screenLinks.mission]}
    />
  );
}
