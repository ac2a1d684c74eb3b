import { Hammer, type LucideIcon, Repeat, Rocket } from 'lucide-react';

type Step = { title: string; text: string; icon: LucideIcon };

const steps: Step[] = [
  {
    title: 'Build',
    text: 'You will describe the job, pick a model and connect the steps on the canvas, or start from a template.',
    icon: Hammer,
  },
  {
    title: 'Deploy',
    text: 'You will run your agent on a schedule, from a webhook or in a chat, and watch each run as it happens.',
    icon: Rocket,
  },
  {
    title: 'Trade',
    text: 'You will list what you built on the marketplace and earn AIZ whenever someone uses it.',
    icon: Repeat,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-border/70 border-y bg-muted/30">
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="font-medium text-primary text-sm">Coming soon</p>
          <h2
            id="how-heading"
            className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl"
          >
            How it will work, in three steps
          </h2>
        </div>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative flex flex-col gap-4">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full border border-border bg-background font-semibold text-sm">
                  {index + 1}
                </span>
                <step.icon className="size-5 text-primary" aria-hidden="true" />
              </div>
              <h3 className="font-semibold text-lg">{step.title}</h3>
              <p className="text-muted-foreground leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
