import { Contact } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarCrmPage() {
  return (
    <ComingSoonScreen
      feature="solar-crm"
      icon={Contact}
      tone="solar"
      description={
        'You will track solar leads, deals and customer activities from first contact to installation. Not built yet: there are no leads or contacts.'
      }
    />
  );
}
