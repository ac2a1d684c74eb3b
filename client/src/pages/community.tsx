import { Users } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function CommunityPage() {
  return (
    <ComingSoonScreen
      feature="community"
      icon={Users}
      description={
        'A place where builders will ask questions, share agents and workflows, and learn from each other. Not built yet: there are no posts.'
      }
    />
  );
}
