import { LayoutTemplate } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function SolarAgentTemplatePage() {
  return (
    <ComingSoonScreen
      icon={LayoutTemplate}
      tone="solar"
      description={
        'The solar AI agent as a ready-made template: what it does, what it includes and how to make it yours. Not built yet.'
      }
    />
  );
}
