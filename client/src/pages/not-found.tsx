import { Compass, House } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useScreenTitle } from '@/lib/screen-handle';

export function NotFoundPage() {
  const title = useScreenTitle();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="font-mono text-muted-foreground text-sm">404</p>
      <h1 className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">
        There is no page at{' '}
        {/* One box that moves to its own line whole, and splits mid-word only when longer than a line. */}
        <code
          title={pathname}
          className="inline-block max-w-full rounded bg-muted px-1.5 py-0.5 align-bottom font-mono text-sm [overflow-wrap:anywhere]"
        >
          {pathname}
        </code>
        . It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" />
            Back to home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/builder">Build an agent</Link>
        </Button>
      </div>
    </section>
  );
}
