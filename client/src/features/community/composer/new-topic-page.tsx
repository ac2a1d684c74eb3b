/** /community/new: a new topic (category, title, tags, body), its draft autosaved under the key "new". */
import {
  type CommunityDraft,
  newThreadSchema,
  THREAD_TITLE_MAX,
  threadPath,
} from '@common/schemas/community';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCategories } from '../community-api';
import { useCreateThread } from '../thread/thread-api';
import { DraftStatusText } from './draft-status';
import { MarkdownEditor } from './markdown-editor';
import { HELD_FOR_REVIEW, postErrorMessage } from './post-error';
import { TagsInput } from './tags-input';
import { useDraftAutosave } from './use-draft-autosave';

function NewTopicForm({ initialCategory }: { initialCategory: string }) {
  const navigate = useNavigate();
  const categories = useCategories();
  const form = useSchemaForm(
    newThreadSchema,
    (): CommunityDraft => ({
      title: '',
      body: '',
      category: initialCategory,
      tags: [],
    }),
  );
  const { values, setValue, setValues, errors } = form;
  const onRestore = useCallback(
    // A category chosen by the address (?category=) stays unless the draft had one.
    (saved: CommunityDraft) => setValues((v) => ({ ...v, ...saved, category: saved.category || v.category })),
    [setValues],
  );
  const draft = useDraftAutosave('new', values, { enabled: true, onRestore });
  const create = useCreateThread();
  const [held, setHeld] = useState<{ id: number; slug: string } | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (create.isPending) return;
    const input = form.validate();
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => {
        void draft.discard();
        form.reset({ title: '', body: '', category: initialCategory, tags: [] });
        if (created.held) setHeld(created);
        else navigate(threadPath(created));
      },
      onError: (error) => form.showServerErrors(error),
    });
  };

  if (held)
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4"
      >
        <p>{HELD_FOR_REVIEW}</p>
        <Link to={threadPath(held)} className="font-medium text-primary underline">
          Open your topic
        </Link>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="new-topic-heading">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <FormField label="Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              aria-required="true"
              maxLength={THREAD_TITLE_MAX}
              placeholder="What is your question or what did you make?"
              value={values.title}
              onChange={(e) => setValue('title', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Category" error={errors.category}>
          {(control) => (
            <NativeSelect
              {...control}
              aria-required="true"
              value={values.category}
              onChange={(e) => setValue('category', e.target.value)}
            >
              <option value="">Choose a category</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Tags" error={errors.tags} description="Up to 5: lowercase words joined by dashes.">
        {(control) => (
          <TagsInput
            id={control.id}
            describedBy={control['aria-describedby']}
            tags={values.tags}
            onChange={(tags) => setValue('tags', tags)}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-2">
        <MarkdownEditor
          value={values.body}
          onChange={(body) => setValue('body', body)}
          label="Body"
          invalid={errors.body !== undefined}
          onSubmitShortcut={() => submit()}
        />
        {errors.body ? <p className="text-destructive text-sm">{errors.body}</p> : null}
      </div>
      {create.error ? (
        <p role="alert" className="text-destructive text-sm">
          {postErrorMessage(create.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <DraftStatusText status={draft.status} />
        <Button asChild variant="ghost">
          <Link to="/community">Cancel</Link>
        </Button>
        <Button type="submit" variant="brand" disabled={create.isPending}>
          {create.isPending ? 'Posting…' : 'Post topic'}
        </Button>
      </div>
    </form>
  );
}

export function NewTopicPage() {
  const { user, isLoading } = useCurrentUser();
  const [search] = useSearchParams();
  return (
    <section className="flex flex-col gap-4">
      <h2 id="new-topic-heading" className="font-semibold text-2xl tracking-tight">
        New topic
      </h2>
      {isLoading ? null : user ? (
        <NewTopicForm initialCategory={search.get('category') ?? ''} />
      ) : (
        <SignInPrompt title="Sign in to start a topic" description="Ask a question or share what you made." />
      )}
    </section>
  );
}
