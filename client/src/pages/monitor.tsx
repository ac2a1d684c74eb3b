import { Activity } from 'lucide-react';
import { ScreenIntro } from '@/components/screen/screen-intro';
import { screenLinks } from '@/components/screen/screen-links';

export function MonitorPage() {
  return (
    <ScreenIntro
      icon={Activity}
      description={'Follow workflow runs, agent activity and system health in real time.'}
      actions={[screenLinks.fleet, screenLinks.analytics, screenLinks.workflows]}
    />
  );
}
