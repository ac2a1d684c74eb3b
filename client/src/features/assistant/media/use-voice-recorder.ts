/**
 * Records a voice message with MediaRecorder (WebM/Opus where the browser has it) and counts the
 * seconds. Errors (no microphone, permission refused) are silent, as SPEC §8 says of voice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

function preferredAudioType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
}

export function useVoiceRecorder() {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const release = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    recorder.current = null;
    setRecording(false);
  }, []);

  const start = useCallback(async (): Promise<boolean> => {
    if (recorder.current || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
      return false;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = preferredAudioType();
      const next = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      chunks.current = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.current.push(event.data);
      };
      next.start(250);
      recorder.current = next;
      const startedAt = Date.now();
      setSeconds(0);
      setRecording(true);
      timer.current = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 250);
      return true;
    } catch {
      release();
      return false;
    }
  }, [release]);

  /** Ends the recording and gives its audio (null when nothing was recorded). */
  const stop = useCallback(
    () =>
      new Promise<Blob | null>((resolve) => {
        const current = recorder.current;
        if (!current || current.state === 'inactive') {
          release();
          resolve(null);
          return;
        }
        current.onstop = () => {
          const type = current.mimeType || 'audio/webm';
          const audio = new Blob(chunks.current, { type });
          release();
          resolve(audio.size > 0 ? audio : null);
        };
        current.stop();
      }),
    [release],
  );

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [release],
  );

  return { recording, seconds, start, stop };
}
