/**
 * The composer's editor, used for a new topic, a reply and an edit: Write and Preview tabs, a formatting
 * toolbar, image upload at the cursor, @-mention suggestions (arrow keys, Enter or Tab, Escape) and
 * Ctrl/Cmd+Enter to post. The text is controlled by the caller, who keeps drafts and posts it.
 */
import { POST_BODY_MAX } from '@common/schemas/community';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { useMentionCandidates } from '../community-api';
import { PostMarkdown } from '../embeds/post-markdown';
import { ComposerToolbar, type ToolbarAction } from './composer-toolbar';
import { MentionList, mentionOptionId } from './mention-list';
import {
  codeFor,
  completeMention,
  insertAtCursor,
  linkFor,
  mentionAt,
  type TextEdit,
  wrapSelection,
} from './text-edit';
import { useImageUpload } from './use-image-upload';

type MarkdownEditorProps = {
  value: string;
  onChange: (value: string) => void;
  /** The textarea's accessible name ("Your reply", "Body"). */
  label: string;
  placeholder?: string;
  onSubmitShortcut?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

const EDITS: Record<ToolbarAction, (edit: TextEdit) => TextEdit> = {
  bold: (e) => wrapSelection(e, '**', '**', 'bold text'),
  italic: (e) => wrapSelection(e, '_', '_', 'italic text'),
  code: codeFor,
  link: linkFor,
};

export function MarkdownEditor(props: MarkdownEditorProps) {
  const { value, onChange, label, placeholder, onSubmitShortcut, disabled, autoFocus } = props;
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const listId = useId();

  // Where a toolbar edit or a completed mention put the cursor, once React has written the new text.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
    setCaret(selection.end);
  });

  // The latest text, for an upload that finishes after more typing.
  const latest = useRef(value);
  latest.current = value;

  const apply = (edit: TextEdit) => {
    pendingSelection.current = { start: edit.start, end: edit.end };
    onChange(edit.text);
  };
  const currentEdit = (): TextEdit => {
    const element = textarea.current;
    const text = latest.current;
    return element
      ? { text, start: element.selectionStart, end: element.selectionEnd }
      : { text, start: text.length, end: text.length };
  };

  const image = useImageUpload((markdown) => apply(insertAtCursor(currentEdit(), markdown)));

  const mention = tab === 'write' ? mentionAt(value, caret) : null;
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const mentionQuery = mention && mention.at !== dismissedAt && mention.query !== '' ? mention.query : null;
  const candidates = useMentionCandidates(mentionQuery);
  const options = mentionQuery ? (candidates.data ?? []) : [];
  const [active, setActive] = useState(0);
  const open = options.length > 0;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  const pick = (username: string) => {
    apply(completeMention(value, caret, username));
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
        event.preventDefault();
        const chosen = options[activeIndex];
        if (chosen) pick(chosen);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(mention?.at ?? null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
      event.preventDefault();
      onSubmitShortcut();
    }
  };

  const trackCaret = () => setCaret(textarea.current?.selectionEnd ?? value.length);

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => setTab(next as 'write' | 'preview')}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList className="w-fit" aria-label={`${label}: write or preview`}>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        {tab === 'write' ? (
          <ComposerToolbar
            onAction={(action) => apply(EDITS[action](currentEdit()))}
            onImage={image.upload}
            uploading={image.uploading}
            disabled={disabled}
          />
        ) : null}
      </div>
      <TabsContent value="write" className="relative flex flex-col gap-1">
        <Textarea
          ref={textarea}
          aria-label={label}
          aria-invalid={props.invalid ? true : undefined}
          aria-describedby={props.describedBy}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? mentionOptionId(listId, activeIndex) : undefined}
          rows={8}
          maxLength={POST_BODY_MAX}
          placeholder={placeholder ?? 'Write in Markdown. @name mentions someone.'}
          value={value}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(event) => {
            onChange(event.target.value);
            setCaret(event.target.selectionEnd);
            setDismissedAt(null);
          }}
          onSelect={trackCaret}
          onClick={trackCaret}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (event.key.startsWith('Arrow') && !open) trackCaret();
          }}
          className="min-h-40 font-mono text-sm"
        />
        {open ? <MentionList id={listId} usernames={options} active={activeIndex} onPick={pick} /> : null}
        {image.uploading ? <Progress value={image.progress ?? 0} label="Uploading the image" /> : null}
        {image.error ? (
          <p role="alert" className="text-destructive text-sm">
            {image.error}
          </p>
        ) : null}
      </TabsContent>
      <TabsContent value="preview" className="min-h-40 rounded-lg border p-3">
        {value.trim() ? (
          <PostMarkdown text={value} />
        ) : (
          <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}
