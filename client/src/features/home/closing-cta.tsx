import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="mx-auto w-full max-w-7xl px-4 pb-24 sm:px-6 lg:px-8"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-cta-from via-cta-via to-cta-to px-6 py-14 text-center text-white shadow-2xl sm:px-12">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-grid opacity-30" />
        <h2 id="closing-heading" className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
          The builder is on its way
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/85">
          The builder and the marketplace are not built yet. Meanwhile, follow your AIZ on your dashboard, see
          the AI providers behind the assistant, and ask the assistant anything.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-zinc-900 hover:bg-white/90">
            <Link to="/dashboard">
              Open your dashboard
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to="/providers">See the AI providers</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
