/**
 * Voice mode: Record starts the microphone with a seconds counter; Stop sends the recording for
 * transcription and the text is sent as a message. Without a speech-to-text provider (501) the panel
 * says so; other voice errors are silent (SPEC §8).
 */
import { Mic, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { transcribe } from '../chat/assistant-api';
import { useVoiceRecorder } from '../media/use-voice-recorder';

function clock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function VoiceMode({ onTranscript, busy }: { onTranscript: (text: string) => void; busy: boolean }) {
  const recorder = useVoiceRecorder();
  const [phase, setPhase] = useState<'idle' | 'transcribing'>('idle');
  const [unavailable, setUnavailable] = useState<string | null>(null);

  async function stopAndSend() {
    const audio = await recorder.stop();
    if (!audio) return;
    setPhase('transcribing');
    try {
      const result = await transcribe(audio);
      if (result.kind === 'unavailable') setUnavailable(result.message);
      else if (result.transcription.trim()) {
        setUnavailable(null);
        onTranscript(result.transcription);
      }
    } catch {
      // Voice errors are silent (SPEC §8).
    } finally {
      setPhase('idle');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        {recorder.recording ? (
          <>
            <Button variant="destructive" size="sm" onClick={() => void stopAndSend()}>
              <Square className="fill-current" aria-hidden="true" />
              Stop and send
            </Button>
            <span className="flex items-center gap-2 font-medium text-sm tabular-nums">
              <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" />
              <span role="timer" aria-label="Recording time" data-testid="voice-seconds">
                {clock(recorder.seconds)}
              </span>
            </span>
          </>
        ) : phase === 'transcribing' ? (
          <span className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
            <Spinner className="size-4" />
            Transcribing…
          </span>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void recorder.start()} disabled={busy}>
            <Mic aria-hidden="true" />
            Record
          </Button>
        )}
        {!recorder.recording && phase === 'idle' ? (
          <span className="text-muted-foreground text-xs">
            Speak your question; it is sent when you stop.
          </span>
        ) : null}
      </div>
      {unavailable ? (
        <p
          role="status"
          className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-amber-800 text-xs dark:text-amber-200"
        >
          {unavailable}
        </p>
      ) : null}
    </div>
  );
}
