/**
 * The assistant's panel (lazy-loaded on first open): header with provider settings, the conversation,
 * quick actions, the Text / Voice / Video / Files modes and the message box. Stays mounted (hidden)
 * once opened, so the conversation and an answer in progress survive closing it.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { useProviderStats } from '@/features/providers';
import { analyticsSessionId } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import type { AssistantRouter } from '../assistant-router';
import { trackChatUsage } from '../chat/assistant-api';
import { type ChatAttachment, type ChatMessage, GREETING_ID } from '../chat/chat-message';
import { type OutgoingMessage, useConversation } from '../chat/use-conversation';
import { uploadFile } from '../media/upload-file';
import type { CapturedFrame } from '../media/use-camera';
import { type ChatFeature, shouldOfferSignUp } from '../session/session-tracking';
import { useSessionTracking } from '../session/use-session-tracking';
import { AttachmentChip } from './attachment-chip';
import { Composer } from './composer';
import { FilesMode } from './files-mode';
import { MessageList } from './message-list';
import { PanelHeader } from './panel-header';
import { ProviderPicker } from './provider-picker';
import { QuickActions } from './quick-action-bar';
import type { QuickAction } from './quick-actions';
import { SignUpPrompt } from './sign-up-prompt';
import { AUTO_PROVIDER, effectiveProvider, useProviderPreference } from './use-provider-preference';
import { FRAME_NAME, VideoMode } from './video-mode';
import { VoiceMode } from './voice-mode';

type Mode = 'text' | 'voice' | 'video' | 'files';
const MAX_ATTACHMENTS = 4;
const DEFAULT_FRAME_QUESTION = 'What can you see in this picture?';

type AssistantPanelProps = { open: boolean; onClose: () => void; router: AssistantRouter };

const isSmallScreen = () => window.matchMedia('(max-width: 639px)').matches;

function announcementOf(message: ChatMessage): string {
  if (message.status === 'error') return message.content;
  if (message.status === 'stopped') return 'Answer stopped.';
  return `${message.offline ? 'Offline assistant' : (message.providerName ?? 'Assistant')}: ${message.content}`;
}

export function AssistantPanel({ open, onClose, router }: AssistantPanelProps) {
  const { user } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const titleId = useId();
  const settingsId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('text');
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<ChatAttachment[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [promptDismissed, setPromptDismissed] = useState(false);
  const sessionId = useMemo(() => analyticsSessionId(), []);
  const tracking = useSessionTracking(sessionId);
  const [preference, setPreference] = useProviderPreference();
  const stats = useProviderStats({ enabled: open });
  const preferred = effectiveProvider(preference, stats.data);

  const conversation = useConversation({
    user,
    preferredProvider: preferred,
    sessionId,
    currentPage: useCallback(() => router.state.location.pathname, [router]),
    loadHistory: true,
    onAnswer: (message) => setAnnouncement(announcementOf(message)),
  });

  useEffect(() => {
    if (open) textarea.current?.focus();
  }, [open]);

  const navigate = useCallback(
    (path: string) => {
      void router.navigate(path);
      if (isSmallScreen()) onClose(); // full screen on phones: show the page
    },
    [router, onClose],
  );

  async function send(message: OutgoingMessage, feature: ChatFeature | undefined) {
    if (!message.text.trim() || conversation.streaming) return;
    const session = tracking.record({ ...(feature ? { feature } : {}), messageSent: true });
    void trackChatUsage({
      sessionId,
      userId: user?.id ?? null,
      action: 'message_sent',
      data: { ...session },
    });
    await conversation.send(message);
  }

  function sendDraft() {
    const text = draft;
    const attachments = pending;
    if (!text.trim()) return;
    setDraft('');
    setPending([]);
    void send({ text, ...(attachments.length ? { attachments } : {}) }, 'textChat');
  }

  /**
   * The frame goes up like any upload (the chat call takes attachments by URL) and is sent with the
   * typed question. Video errors are silent (SPEC §8).
   */
  async function askAboutFrame(frame: CapturedFrame) {
    const text = draft.trim() || DEFAULT_FRAME_QUESTION;
    const attached = pending;
    let attachment: ChatAttachment;
    try {
      const file = new File([frame.jpeg], FRAME_NAME, { type: 'image/jpeg' });
      attachment = {
        ...(await uploadFile(file, () => {}).done),
        name: FRAME_NAME,
        previewUrl: frame.dataUrl,
      };
    } catch {
      return;
    }
    setDraft('');
    setPending([]);
    await send({ text, attachments: [attachment, ...attached] }, undefined);
  }

  function runQuickAction(action: QuickAction) {
    if (action.kind === 'ask') void send({ text: action.question }, 'textChat');
    else {
      tracking.record({ messageSent: false });
      navigate(action.to);
    }
  }

  const lastAnswer = conversation.messages.findLast((m) => m.role === 'assistant' && m.id !== GREETING_ID);
  const chosen = stats.data?.find((p) => p.id === preferred);
  const answeredBy =
    lastAnswer?.offline === true
      ? 'Offline assistant'
      : (lastAnswer?.providerName ?? (preferred === AUTO_PROVIDER || !chosen ? null : chosen.name));
  const offerSignUp = shouldOfferSignUp(tracking.session, user !== null) && !promptDismissed;

  return (
    <section
      id="assistant-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        'fixed inset-0 z-40 flex flex-col overflow-hidden bg-popover text-popover-foreground',
        'sm:inset-auto sm:right-4 sm:bottom-24 sm:rounded-2xl sm:border sm:border-border sm:shadow-2xl',
        // Below the navigation bar (4 rem) and above the button (6 rem).
        expanded
          ? 'sm:h-[calc(100dvh-10.5rem)] sm:w-[min(48rem,calc(100vw-2rem))]'
          : 'sm:h-[min(42rem,calc(100dvh-10.5rem))] sm:w-[25rem]',
      )}
    >
      <PanelHeader
        titleId={titleId}
        answeredBy={answeredBy}
        settingsOpen={settingsOpen}
        settingsId={settingsId}
        onToggleSettings={() => setSettingsOpen((v) => !v)}
        expanded={expanded}
        onToggleExpanded={() => setExpanded((v) => !v)}
        onClear={() => {
          conversation.clear();
          setPending([]);
        }}
        canClear={conversation.messages.length > 1}
        onClose={onClose}
      />
      {settingsOpen ? (
        <ProviderPicker id={settingsId} value={preferred} onChange={setPreference} providers={stats.data} />
      ) : null}
      <MessageList
        messages={conversation.messages}
        streaming={conversation.streaming}
        onRate={conversation.rate}
        onAsk={(text) => void send({ text }, 'textChat')}
        onNavigate={navigate}
        footer={
          offerSignUp ? (
            <SignUpPrompt
              onSignUp={() => openAuthDialog({ mode: 'signup' })}
              onDismiss={() => setPromptDismissed(true)}
            />
          ) : null
        }
      />
      <div className="flex flex-col gap-3 border-border border-t px-4 pt-3 pb-4">
        {mode === 'text' ? (
          <QuickActions
            signedIn={user !== null}
            onAction={runQuickAction}
            disabled={conversation.streaming}
          />
        ) : null}
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)} className="flex flex-col gap-3">
          <TabsList aria-label="Assistant mode">
            <TabsTrigger value="text">Text</TabsTrigger>
            <TabsTrigger value="voice">Voice</TabsTrigger>
            <TabsTrigger value="video">Video</TabsTrigger>
            <TabsTrigger value="files">Files</TabsTrigger>
          </TabsList>
          {open ? (
            <>
              <TabsContent value="text" className="text-muted-foreground text-xs">
                Enter sends · Shift+Enter for a new line
              </TabsContent>
              <TabsContent value="voice">
                <VoiceMode
                  busy={conversation.streaming}
                  onTranscript={(text) => void send({ text, type: 'voice' }, 'voiceChat')}
                />
              </TabsContent>
              <TabsContent value="video">
                <VideoMode
                  busy={conversation.streaming}
                  onCameraStarted={() => tracking.record({ feature: 'videoCall', messageSent: false })}
                  onAskAboutFrame={(frame) => void askAboutFrame(frame)}
                />
              </TabsContent>
              <TabsContent value="files">
                <FilesMode
                  canAttachMore={pending.length < MAX_ATTACHMENTS}
                  onUploaded={(attachment) => {
                    tracking.record({ feature: 'fileUpload', messageSent: false });
                    setPending((all) => [...all, attachment].slice(0, MAX_ATTACHMENTS));
                  }}
                />
              </TabsContent>
            </>
          ) : null}
        </Tabs>
        {pending.length > 0 ? (
          <ul aria-label="Attached files" className="flex flex-wrap gap-1.5">
            {pending.map((attachment) => (
              <li key={attachment.url} className="max-w-full">
                <AttachmentChip
                  attachment={attachment}
                  onRemove={() => setPending((all) => all.filter((a) => a.url !== attachment.url))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={sendDraft}
          onStop={conversation.stop}
          streaming={conversation.streaming}
          textareaRef={textarea}
          placeholder={pending.length > 0 ? 'Ask about the attached file…' : undefined}
        />
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
