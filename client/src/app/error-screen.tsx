import { House, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type ErrorScreenProps = { error: Error; onRetry: () => void };

/** The friendly screen shown when a page fails to render or to load. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="font-semibold text-3xl tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        This screen ran into a problem. Try again, or go back to the home page.
      </p>
      {error.message ? (
        <pre className="mt-6 max-w-full overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-muted px-4 py-3 text-left font-mono text-muted-foreground text-xs">
          {error.message}
        </pre>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to="/">
            <House aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </div>
    </section>
  );
}
