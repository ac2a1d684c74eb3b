/**
 * SPEC §3 recommended agent card, shown under an answer that recommends agents: a listed marketplace
 * listing. A figure nothing measured arrives as null and reads "Not measured"; never a made-up number.
 */
import { countOf } from '@common/plural';
import type { RecommendedAgent } from '@common/schemas/assistant';
import { Award, Gauge, Smile, Star, Target } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const count = new Intl.NumberFormat('en-US');
const price = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const NOT_MEASURED = 'Not measured';

export const percentOrNot = (value: number | null) => (value === null ? NOT_MEASURED : `${value}%`);
export const speedOrNot = (ms: number | null) => (ms === null ? NOT_MEASURED : `${count.format(ms)} ms`);

export function RecommendedAgentCard({
  agent,
  onOpenMarketplace,
}: {
  agent: RecommendedAgent;
  onOpenMarketplace?: () => void;
}) {
  const headingId = `agent-${agent.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground text-sm shadow-xs"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold">
            {agent.name}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
            <Badge variant="brand">{agent.category}</Badge>
            <span className="inline-flex items-center gap-1">
              <Star className="size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
              {agent.rating === null ? (
                <span>No reviews yet</span>
              ) : (
                <span>
                  {agent.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </span>
              )}
            </span>
            <span>{countOf(agent.totalSales, 'install')}</span>
          </div>
        </div>
        <span className="shrink-0 rounded-lg bg-primary/10 px-2 py-1 font-semibold text-primary">
          {agent.price === 0 ? 'Free' : `${price.format(agent.price)} AIZ`}
        </span>
      </header>
      <p className="text-muted-foreground">{agent.description}</p>
      <dl className="grid grid-cols-3 gap-2 text-center text-xs">
        <div className="rounded-lg bg-muted p-2">
          <dt className="flex items-center justify-center gap-1 text-muted-foreground">
            <Target className="size-3" aria-hidden="true" />
            Accuracy
          </dt>
          <dd className="font-semibold">{percentOrNot(agent.performance.accuracy)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="flex items-center justify-center gap-1 text-muted-foreground">
            <Gauge className="size-3" aria-hidden="true" />
            Speed
          </dt>
          <dd className="font-semibold">{speedOrNot(agent.performance.speed)}</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="flex items-center justify-center gap-1 text-muted-foreground">
            <Smile className="size-3" aria-hidden="true" />
            Satisfaction
          </dt>
          <dd className="font-semibold">{percentOrNot(agent.performance.satisfaction)}</dd>
        </div>
      </dl>
      {agent.achievements.length > 0 ? (
        <ul aria-label="Achievements" className="flex flex-wrap gap-1.5">
          {agent.achievements.map((achievement) => (
            <li key={achievement}>
              <Badge variant="outline">
                <Award aria-hidden="true" />
                {achievement}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <span className="font-medium">Value: </span>
        {agent.valueProposition}
      </p>
      <p className="rounded-lg border border-primary/20 bg-primary/5 p-2 text-xs">
        <span className="font-medium">Why this agent: </span>
        {agent.recommendationReason}
      </p>
      <footer className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 text-muted-foreground text-xs">
          <Avatar name={agent.creator.name} imageUrl={agent.creator.avatar} className="size-6 text-[10px]" />
          <span className="truncate">by {agent.creator.name}</span>
        </span>
        {onOpenMarketplace ? (
          <Button size="sm" variant="outline" onClick={onOpenMarketplace}>
            View in marketplace
          </Button>
        ) : null}
      </footer>
    </article>
  );
}
