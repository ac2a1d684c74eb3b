import { MonitorView } from '@/features/monitor/monitor-view';

export function MonitorPage() {
  return <MonitorView />;
}
