import { Activity } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function MonitorPage() {
  return (
    <ComingSoonScreen
      icon={Activity}
      description={
        'Workflow runs, agent activity and system health, followed in real time. Not built yet: nothing runs until the builder exists.'
      }
    />
  );
}
