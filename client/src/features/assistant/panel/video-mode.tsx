/**
 * Video mode: the camera preview on and off, and "Ask about this frame", which sends the current
 * frame (a JPEG) with the typed question. Camera errors are silent (SPEC §8).
 */
import { Camera, CameraOff, ScanEye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type CapturedFrame, useCamera } from '../media/use-camera';

export const FRAME_NAME = 'camera-frame.jpg';

export function VideoMode({
  onCameraStarted,
  onAskAboutFrame,
  busy,
}: {
  onCameraStarted: () => void;
  onAskAboutFrame: (frame: CapturedFrame) => void;
  busy: boolean;
}) {
  const camera = useCamera();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-pressed={camera.on}
          onClick={async () => {
            if (camera.on) camera.stop();
            else if (await camera.start()) onCameraStarted();
          }}
        >
          {camera.on ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
          {camera.on ? 'Stop camera' : 'Start camera'}
        </Button>
        <Button
          variant="brand"
          size="sm"
          disabled={!camera.on || busy}
          onClick={async () => {
            const frame = await camera.captureFrame();
            if (frame) onAskAboutFrame(frame);
          }}
        >
          <ScanEye aria-hidden="true" />
          Ask about this frame
        </Button>
      </div>
      {camera.on ? (
        <video
          ref={camera.videoRef}
          aria-label="Camera preview"
          autoPlay
          muted
          playsInline
          className="aspect-video max-h-36 w-full rounded-lg bg-black object-cover"
        />
      ) : (
        <p className="text-muted-foreground text-xs">
          Turn the camera on, type a question, then ask about what the camera sees. Reading images needs a
          provider that can see them.
        </p>
      )}
    </div>
  );
}
