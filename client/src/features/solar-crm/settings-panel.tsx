/** The manager's settings: members and roles, pipelines, pricing and the commission plan, webhooks. */
import type { CrmPipeline } from '@common/schemas/solar-crm';
import { MembersSettings } from './members-settings';
import { PipelinesEditor } from './pipelines-editor';
import { PricingSettings } from './pricing-settings';
import { WebhooksSettings } from './webhooks-settings';

export function SettingsPanel({ pipelines }: { pipelines: readonly CrmPipeline[] }) {
  return (
    <div className="grid max-w-5xl gap-8">
      <MembersSettings />
      <PipelinesEditor pipelines={pipelines} />
      <PricingSettings />
      <WebhooksSettings />
    </div>
  );
}
