import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AssistantWidget } from '@/features/assistant';
import { HelpPanels } from '@/features/help';
import { createAppNavigator, NavigatorSync } from '@/lib/app-navigator';
import { queryClient } from '@/lib/query-client';
import { QuietBoundary } from './error-boundary';
import { AppRoutes, startFirstScreen } from './router';

startFirstScreen();
const navigator = createAppNavigator();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigatorSync navigator={navigator} />
        <AppRoutes />
        <QuietBoundary>
          <LazyToaster />
        </QuietBoundary>
        <QuietBoundary>
          <HelpPanels router={navigator} />
        </QuietBoundary>
        <QuietBoundary>
          <AssistantWidget router={navigator} />
        </QuietBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
