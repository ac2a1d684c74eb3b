import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AssistantWidget } from '@/features/assistant/assistant-widget';
import { HelpPanels } from '@/features/help/help-panels-host';
import { queryClient } from '@/lib/query-client';
import { QuietBoundary } from './error-boundary';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <QuietBoundary>
        <LazyToaster />
      </QuietBoundary>
      <QuietBoundary>
        <HelpPanels router={router} />
      </QuietBoundary>
      <QuietBoundary>
        <AssistantWidget router={router} />
      </QuietBoundary>
    </QueryClientProvider>
  );
}
