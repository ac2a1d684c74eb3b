import { AGENT_INSTRUCTIONS_MAX } from '@common/schemas/agents';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { INSTRUCTION_EXAMPLES } from './agent-config';
import type { AgentEditor } from './use-agent-editor';
import { WizardSection } from './wizard-section';

export function BasicsSection({ editor }: { editor: AgentEditor }) {
  const { config, setConfig, errors } = editor;
  return (
    <WizardSection
      id="basics"
      step={1}
      title="Name and instructions"
      description="Who the agent is and how it should answer. The instructions are its system message."
    >
      <FormField label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={config.name}
            maxLength={120}
            placeholder="e.g. Support helper"
            autoComplete="off"
            onChange={(e) => setConfig((c) => ({ ...c, name: e.target.value }))}
          />
        )}
      </FormField>
      <FormField
        label="Instructions"
        error={errors.instructions}
        description={`${config.instructions.length.toLocaleString('en-US')} / ${AGENT_INSTRUCTIONS_MAX.toLocaleString('en-US')} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={config.instructions}
            placeholder="Describe what the agent does, the tone it uses and what it must never do."
            onChange={(e) => setConfig((c) => ({ ...c, instructions: e.target.value }))}
          />
        )}
      </FormField>
      <fieldset>
        <legend className="mb-2 text-muted-foreground text-xs">Start from an example:</legend>
        <div className="flex flex-wrap gap-2">
          {INSTRUCTION_EXAMPLES.map((example) => (
            <Button
              key={example.label}
              size="sm"
              variant="outline"
              onClick={() => setConfig((c) => ({ ...c, instructions: example.text }))}
            >
              {example.label}
            </Button>
          ))}
        </div>
      </fieldset>
    </WizardSection>
  );
}
