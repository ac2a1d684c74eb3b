/**
 * A deployment's settings: which surfaces answer, the price per run in AIZ, REST's timeout, and the chat
 * widget's options (allowed sites, theme, title, greeting, colour). Checked with the shared schema, then
 * saved with one PATCH (recorded as one change).
 */
import {
  DEPLOYMENT_SURFACES,
  type DeploymentSurface,
  updateDeploymentSchema,
  type WidgetOptions,
} from '@common/schemas/deployments';
import type { FleetDeployment } from '@common/schemas/fleet';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateDeployment } from './api';

export const SURFACE_LABELS: Record<DeploymentSurface, string> = {
  rest: 'REST',
  webhook: 'Webhook',
  schedule: 'Schedule',
  widget: 'Chat widget',
  chat: 'Chat page',
  form: 'Form page',
  openai: 'OpenAI API',
  mcp: 'MCP',
};

interface Values {
  surfaces: DeploymentSurface[];
  price: string;
  timeoutSeconds: string;
  allowedOrigins: string;
  theme: WidgetOptions['theme'];
  title: string;
  greeting: string;
  accentColor: string;
}

const valuesOf = (d: FleetDeployment): Values => ({
  surfaces: d.surfaces,
  price: d.price,
  timeoutSeconds: String(d.timeoutMs / 1000),
  allowedOrigins: d.widget.allowedOrigins.join('\n'),
  theme: d.widget.theme,
  title: d.widget.title,
  greeting: d.widget.greeting,
  accentColor: d.widget.accentColor,
});

const toInput = (v: Values) => ({
  surfaces: v.surfaces,
  price: v.price.trim(),
  timeoutMs: Math.round(Number(v.timeoutSeconds) * 1000),
  widget: {
    allowedOrigins: v.allowedOrigins
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
    theme: v.theme,
    title: v.title,
    greeting: v.greeting,
    accentColor: v.accentColor,
  },
});

const FIELD_OF: Record<string, keyof Values> = {
  surfaces: 'surfaces',
  price: 'price',
  timeoutMs: 'timeoutSeconds',
  'widget.allowedOrigins': 'allowedOrigins',
  'widget.theme': 'theme',
  'widget.title': 'title',
  'widget.greeting': 'greeting',
  'widget.accentColor': 'accentColor',
};

function SettingsForm({ deployment, onDone }: { deployment: FleetDeployment; onDone: () => void }) {
  const form = useSchemaForm(updateDeploymentSchema, () => valuesOf(deployment), {
    toInput,
    fieldOf: (path) =>
      FIELD_OF[path] ?? FIELD_OF[path.split('.').slice(0, 2).join('.')] ?? FIELD_OF[path.split('.')[0]!],
  });
  const update = useUpdateDeployment();
  const { values, setValue, errors } = form;
  const toggle = (surface: DeploymentSurface, on: boolean) =>
    setValue(
      'surfaces',
      on
        ? DEPLOYMENT_SURFACES.filter((s) => s === surface || values.surfaces.includes(s))
        : values.surfaces.filter((s) => s !== surface),
    );
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = form.validate();
        if (!body) return;
        update.mutate(
          { id: deployment.id, body },
          {
            onSuccess: () => {
              toast({ title: 'Settings saved' });
              onDone();
            },
            onError: (error) => form.showServerErrors(error),
          },
        );
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Surfaces</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {DEPLOYMENT_SURFACES.map((surface) => (
            <div
              key={surface}
              className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              <span>{SURFACE_LABELS[surface]}</span>
              <Switch
                aria-label={SURFACE_LABELS[surface]}
                checked={values.surfaces.includes(surface)}
                onCheckedChange={(on) => toggle(surface, on)}
              />
            </div>
          ))}
        </div>
        {errors.surfaces ? <p className="text-destructive text-sm">{errors.surfaces}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Price per run (AIZ)"
          error={errors.price}
          description="0 makes it free. You call it for free."
        >
          {(props) => (
            <Input
              {...props}
              inputMode="decimal"
              value={values.price}
              onChange={(e) => setValue('price', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="REST timeout (seconds)"
          error={errors.timeoutSeconds}
          description="Longer runs answer 202 and a URL to poll."
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              max={120}
              value={values.timeoutSeconds}
              onChange={(e) => setValue('timeoutSeconds', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-sm">Chat widget</legend>
        <FormField
          label="Allowed sites"
          error={errors.allowedOrigins}
          description="Empty: the widget works on any site. List origins, one per line (such as https://example.com), to allow only those; other sites then show that the chat is not available there."
        >
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              placeholder="Any site"
              value={values.allowedOrigins}
              onChange={(e) => setValue('allowedOrigins', e.target.value)}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Title" error={errors.title}>
            {(props) => (
              <Input {...props} value={values.title} onChange={(e) => setValue('title', e.target.value)} />
            )}
          </FormField>
          <FormField label="Theme" error={errors.theme}>
            {(props) => (
              <NativeSelect
                {...props}
                value={values.theme}
                onChange={(e) => setValue('theme', e.target.value as Values['theme'])}
              >
                <option value="auto">Follow the visitor</option>
                <option value="light">Light</option>
                <option value="dark">Dark</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField label="Greeting" error={errors.greeting}>
          {(props) => (
            <Input
              {...props}
              value={values.greeting}
              onChange={(e) => setValue('greeting', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Colour" error={errors.accentColor}>
          {(props) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Pick a colour"
                className="h-9 w-12 cursor-pointer rounded-md border border-border bg-transparent"
                value={/^#[0-9a-f]{6}$/i.test(values.accentColor) ? values.accentColor : '#7c3aed'}
                onChange={(e) => setValue('accentColor', e.target.value)}
              />
              <Input
                {...props}
                value={values.accentColor}
                onChange={(e) => setValue('accentColor', e.target.value)}
              />
            </div>
          )}
        </FormField>
      </fieldset>
      {update.isError && !Object.values(errors).some(Boolean) ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage(update.error) ?? 'The settings could not be saved. Try again.'}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function SettingsDialog({
  deployment,
  onClose,
}: {
  deployment: FleetDeployment | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!deployment} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Settings: {deployment?.slug}</DialogTitle>
          <DialogDescription>
            What answers, what it costs a caller, and how the chat widget looks.
          </DialogDescription>
        </DialogHeader>
        {deployment ? <SettingsForm key={deployment.id} deployment={deployment} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
