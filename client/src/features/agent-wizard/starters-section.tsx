import { AGENT_STARTER_MAX, AGENT_STARTERS_MAX } from '@common/schemas/agents';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorUnder } from './agent-config';
import type { AgentEditor } from './use-agent-editor';
import { WizardSection } from './wizard-section';

export function StartersSection({ editor }: { editor: AgentEditor }) {
  const { config, setConfig, errors } = editor;
  const setStarter = (index: number, text: string) =>
    setConfig((c) => ({ ...c, starters: c.starters.map((s, i) => (i === index ? text : s)) }));
  return (
    <WizardSection
      id="starters"
      step={5}
      title="Conversation starters"
      description="Questions people can send with one click. They appear as chips in the test chat."
    >
      {config.starters.length === 0 ? (
        <p className="text-muted-foreground text-sm">No starters yet.</p>
      ) : null}
      <ul className="grid gap-2">
        {config.starters.map((starter, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: starters are edited in place; their text changes with each key press
          <li key={index} className="grid gap-1">
            <div className="flex gap-2">
              <Input
                aria-label={`Conversation starter ${index + 1}`}
                value={starter}
                maxLength={AGENT_STARTER_MAX}
                placeholder="e.g. What can you help me with?"
                aria-invalid={errorUnder(errors, `starters.${index}`) ? true : undefined}
                onChange={(e) => setStarter(index, e.target.value)}
              />
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove conversation starter ${index + 1}`}
                onClick={() =>
                  setConfig((c) => ({ ...c, starters: c.starters.filter((_, i) => i !== index) }))
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {errorUnder(errors, `starters.${index}`) ? (
              <p className="text-destructive text-sm">{errorUnder(errors, `starters.${index}`)}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {errors.starters ? <p className="text-destructive text-sm">{errors.starters}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={config.starters.length >= AGENT_STARTERS_MAX}
        onClick={() => setConfig((c) => ({ ...c, starters: [...c.starters, ''] }))}
      >
        <Plus aria-hidden="true" /> Add a starter
      </Button>
    </WizardSection>
  );
}
