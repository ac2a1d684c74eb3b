import { SlidersHorizontal } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function BuilderAdvancedPage() {
  return (
    <ComingSoonScreen
      icon={SlidersHorizontal}
      description={
        'An agent builder with full control over prompts, tools, memory and model settings. Not built yet.'
      }
    />
  );
}
