/**
 * The signature: drawn on a canvas with pointer events (mouse, finger or pen), or typed and rendered in a
 * script style (the keyboard's way, and anyone's who prefers it). Either way the parent gets a PNG data URL,
 * or null while there is no signature.
 */
import { Eraser, PenLine, Type } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const WIDTH = 520;
const HEIGHT = 160;
const SCRIPT_FONT = 'italic 44px "Brush Script MT", "Segoe Script", "Snell Roundhand", cursive';

/** The typed name drawn as a signature, as a PNG data URL; null when the browser cannot draw. */
export function typedSignaturePng(name: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#111827';
  ctx.font = SCRIPT_FONT;
  ctx.textBaseline = 'middle';
  ctx.fillText(name, 24, HEIGHT / 2, WIDTH - 48);
  return canvas.toDataURL('image/png');
}

function DrawPad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const sx = rect.width ? WIDTH / rect.width : 1;
    const sy = rect.height ? HEIGHT / rect.height : 1;
    return { x: (e.clientX - rect.left) * sx, y: (e.clientY - rect.top) * sy };
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.strokeStyle = '#111827';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const up = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setInked(true);
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, WIDTH, HEIGHT);
    }
    setInked(false);
    onChange(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label="Signature pad: sign with a mouse, finger or pen (or choose Type to type your signature)"
        className="h-40 w-full max-w-[520px] touch-none rounded-lg border border-border bg-white"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
      />
      <div className="flex items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!inked}>
          <Eraser />
          Clear
        </Button>
        <span className="text-muted-foreground text-sm">{inked ? 'Signed.' : 'Sign in the box above.'}</span>
      </div>
    </div>
  );
}

function TypePad({ initial, onChange }: { initial: string; onChange: (png: string | null) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  useEffect(() => {
    onChange(text.trim() ? typedSignaturePng(text.trim()) : null);
  }, [text, onChange]);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Type your signature</Label>
      <Input
        id={id}
        value={text}
        maxLength={80}
        onChange={(e) => setText(e.target.value)}
        autoComplete="name"
      />
      {text.trim() ? (
        <p
          aria-hidden="true"
          className="max-w-[520px] truncate rounded-lg border border-border bg-white px-6 py-4 text-4xl text-gray-900 italic"
          style={{ fontFamily: '"Brush Script MT", "Segoe Script", "Snell Roundhand", cursive' }}
        >
          {text.trim()}
        </p>
      ) : null}
    </div>
  );
}

export function SignaturePad({
  typedName,
  onChange,
}: {
  /** The name typed elsewhere on the form: the typed signature starts from it. */
  typedName: string;
  onChange: (png: string | null) => void;
}) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const choose = (next: 'draw' | 'type') => {
    if (next === mode) return;
    onChange(null);
    setMode(next);
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-medium text-sm">Your signature</legend>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant={mode === 'draw' ? 'default' : 'outline'}
          aria-pressed={mode === 'draw'}
          onClick={() => choose('draw')}
        >
          <PenLine />
          Draw
        </Button>
        <Button
          type="button"
          size="sm"
          variant={mode === 'type' ? 'default' : 'outline'}
          aria-pressed={mode === 'type'}
          onClick={() => choose('type')}
        >
          <Type />
          Type
        </Button>
      </div>
      {mode === 'draw' ? (
        <DrawPad onChange={onChange} />
      ) : (
        <TypePad initial={typedName} onChange={onChange} />
      )}
    </fieldset>
  );
}
