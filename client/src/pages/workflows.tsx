import { Blocks } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function WorkflowsPage() {
  return (
    <ComingSoonScreen
      icon={Blocks}
      description={
        'The workflows you save in the builder will be listed here, to open, run or deploy. Not built yet: nothing can be saved until the builder exists.'
      }
    />
  );
}
