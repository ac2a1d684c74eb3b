import { Cpu } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function BuilderClassicPage() {
  return (
    <ComingSoonScreen
      icon={Cpu}
      description={
        'The next generation of the builder, where new building features will arrive first. Not built yet.'
      }
    />
  );
}
