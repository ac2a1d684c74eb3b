/**
 * The camera preview of video mode and the capture of its current frame as a JPEG (the bytes to
 * upload, and a data URL to show). Errors (no camera, permission refused) are silent (SPEC §8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Frames wider than this are scaled down: enough for a model to read, small enough to send. */
const MAX_FRAME_WIDTH = 1024;
const JPEG_QUALITY = 0.8;

export type CapturedFrame = { jpeg: Blob; dataUrl: string };

export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setStream(null);
  }, []);

  const start = useCallback(async (): Promise<boolean> => {
    if (streamRef.current) return true;
    if (!navigator.mediaDevices?.getUserMedia) return false;
    try {
      const next = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 640 }, height: { ideal: 480 } },
        audio: false,
      });
      streamRef.current = next;
      setStream(next);
      return true;
    } catch {
      return false;
    }
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => {});
  }, [stream]);

  useEffect(() => stop, [stop]);

  /** The frame on screen now, or null when the camera is off or has no picture yet. */
  const captureFrame = useCallback(async (): Promise<CapturedFrame | null> => {
    const video = videoRef.current;
    if (!video || !streamRef.current || video.videoWidth === 0) return null;
    const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return jpeg ? { jpeg, dataUrl: canvas.toDataURL('image/jpeg', JPEG_QUALITY) } : null;
  }, []);

  return { videoRef, on: stream !== null, start, stop, captureFrame };
}
