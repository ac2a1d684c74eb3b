import { Sun } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarPage() {
  return (
    <ComingSoonScreen
      icon={Sun}
      tone="solar"
      description={
        'The solar tools of AIZ Platform will gather here: a conversational agent, a sales agent, a CRM and a system designer. None of them is built yet.'
      }
    />
  );
}
