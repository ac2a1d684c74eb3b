import { Component, type ErrorInfo, type ReactNode } from 'react';
import { track } from '@/lib/analytics';
import { isChunkLoadError } from '@/lib/chunk-error';
import { ErrorScreen } from './error-screen';

const MAX_STACK_CHARS = 3000;

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(typeof value === 'string' ? value : 'Unknown error');
}

export function reportRenderError(error: Error, componentStack?: string | null): void {
  void track({
    eventType: 'error',
    eventCategory: 'react',
    eventAction: 'render_error',
    eventLabel: error.message.slice(0, 500),
    metadata: {
      stack: error.stack?.slice(0, MAX_STACK_CHARS),
      componentStack: componentStack?.slice(0, MAX_STACK_CHARS),
    },
  });
}

/** A page whose chunk failed to load needs a fresh document, not just a re-render. */
function retry(error: Error, reset: () => void): void {
  if (isChunkLoadError(error)) window.location.reload();
  else reset();
}

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears a caught error, so navigating away recovers. */
  resetKey?: string;
  /** Leave the failed part out instead of showing the error screen in its place. */
  quiet?: boolean;
  /** Around the whole layout: the error screen fills the page, and trying again reloads it. */
  page?: boolean;
};

type ErrorBoundaryState = { error: Error | null };

/** Catches render errors and lazy-page load failures below it; reports them to analytics. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(toError(error), info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.quiet) return null;
    if (this.props.page) {
      return (
        <div className="flex min-h-dvh flex-col">
          <ErrorScreen error={error} onRetry={() => window.location.reload()} />
        </div>
      );
    }
    return <ErrorScreen error={error} onRetry={() => retry(error, this.reset)} />;
  }
}

/**
 * For the parts that sit beside every page (toasts, help panels, the assistant): when one fails to
 * load or render, it is reported and left out, and the page goes on working without it.
 */
export function QuietBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary quiet>{children}</ErrorBoundary>;
}
