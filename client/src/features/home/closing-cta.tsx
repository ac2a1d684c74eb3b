import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { featureLink } from '@/components/screen/screen-links';
import { Button } from '@/components/ui/button';

const build = featureLink('agent-builder');
const fleet = featureLink('fleet');

export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="mx-auto w-full max-w-7xl px-4 pb-24 sm:px-6 lg:px-8"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-cta-from via-cta-via to-cta-to px-6 py-14 text-center text-white shadow-2xl sm:px-12">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-grid opacity-30" />
        <h2 id="closing-heading" className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
          Your first agent is a few minutes away
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/85">
          Give it instructions and a knowledge file, test it in a chat, then publish and deploy it. Call it
          with curl, any OpenAI client or an MCP client, or put the chat widget on your site.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-zinc-900 hover:bg-white/90">
            <Link to={build.to}>
              Build your first agent
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to={fleet.to}>See your deployments</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
