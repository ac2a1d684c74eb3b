/**
 * "Describe it" (/workflow-builder and /ai-builder): a request in words becomes a draft workflow, shown
 * read-only with what it does and what to check; "Open in canvas" saves it and opens it to edit. Below,
 * the templates. Generating and saving need an account: signed out, the sign-in dialog opens instead.
 */
import type { TemplateSummary } from '@common/schemas/templates';
import { Wand2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { PublishActions } from '@/features/fleet';
import { errorText } from './error-text';
import { GeneratedResult } from './generated-result';
import { PromptBox } from './prompt-box';
import { TemplatesGallery } from './templates-gallery';
import { useGenerateWorkflow, useOpenInCanvas, useSaveGeneratedOnce, useTemplateCopy } from './use-describe';

export function DescribeView({ title }: { title: string }) {
  const [prompt, setPrompt] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { isAuthenticated } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const generate = useGenerateWorkflow();
  const saveOnce = useSaveGeneratedOnce();
  const open = useOpenInCanvas(saveOnce);
  const copy = useTemplateCopy();

  const signedInOr = (action: () => void) => (isAuthenticated ? action() : openAuthDialog());
  const onGenerate = () => signedInOr(() => generate.mutate(prompt.trim()));
  const onTryAgain = () => {
    generate.reset();
    open.reset();
    inputRef.current?.focus();
  };
  const onUse = (template: TemplateSummary) => signedInOr(() => copy.mutate(template.id));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-24 sm:px-6 sm:pt-8">
      <header className="mb-5">
        <h1 className="flex items-center gap-2 font-semibold text-2xl tracking-tight sm:text-3xl">
          <Wand2 className="size-7 text-primary" aria-hidden="true" />
          {title}
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Describe what you want automated. You get a working draft to check, then open it on the canvas to
          edit, test and publish.
        </p>
      </header>

      <PromptBox
        value={prompt}
        onChange={setPrompt}
        onGenerate={onGenerate}
        generating={generate.isPending}
        inputRef={inputRef}
      />

      <div aria-live="polite" className="mt-4">
        {generate.isPending && (
          <div className="rounded-2xl border border-border bg-card/90 p-4">
            <p className="text-sm">
              Generating your workflow: reading the request, choosing the steps, checking them…
            </p>
            <div
              role="progressbar"
              aria-label="Generating the workflow"
              className="mt-3 h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full w-full animate-pulse rounded-full bg-linear-to-r from-brand-from via-brand-via to-brand-to" />
            </div>
          </div>
        )}
        {generate.isError && (
          <p role="alert" className="rounded-2xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
            {errorText(generate.error, 'The workflow could not be generated. Try again in a moment.')}
          </p>
        )}
      </div>

      {generate.data && (
        <GeneratedResult
          draft={generate.data}
          onOpen={() => signedInOr(() => open.mutate(generate.data))}
          opening={open.isPending}
          openError={
            open.isError ? errorText(open.error, 'The workflow could not be saved. Try again.') : null
          }
          onTryAgain={onTryAgain}
          publish={
            isAuthenticated ? (
              <PublishActions
                kind={generate.data.kind === 'agent' ? 'agent' : 'workflow'}
                save={() => saveOnce(generate.data)}
              />
            ) : null
          }
        />
      )}

      <TemplatesGallery
        onUse={onUse}
        usingId={copy.isPending ? (copy.variables ?? null) : null}
        useError={copy.isError ? errorText(copy.error, 'The template could not be copied. Try again.') : null}
      />
    </div>
  );
}
