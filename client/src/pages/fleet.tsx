import { Rocket } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function FleetPage() {
  return (
    <ComingSoonScreen
      icon={Rocket}
      description={
        'Every agent you deploy will be listed here, with how each one is doing. Not built yet: agents cannot be deployed today.'
      }
    />
  );
}
