import { ChartLine } from 'lucide-react';
import { ComingSoonScreen } from '@/features/home/coming-soon-screen';

export function AnalyticsPage() {
  return (
    <ComingSoonScreen
      icon={ChartLine}
      description={
        'Charts of how your agents perform: runs, success rates, response times and earnings. Not built yet: there are no agents to measure until the builder exists.'
      }
    />
  );
}
