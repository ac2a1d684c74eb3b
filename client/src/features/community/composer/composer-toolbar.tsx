/** The composer's formatting buttons: bold, italic, code, link, and adding an image. */

import { COMMUNITY_IMAGE_TYPES } from '@common/schemas/community';
import { Bold, Code, ImagePlus, Italic, Link2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';

export type ToolbarAction = 'bold' | 'italic' | 'code' | 'link';

const TOOLS = [
  { action: 'bold', label: 'Bold', Icon: Bold },
  { action: 'italic', label: 'Italic', Icon: Italic },
  { action: 'code', label: 'Code', Icon: Code },
  { action: 'link', label: 'Link', Icon: Link2 },
] as const;

type ComposerToolbarProps = {
  onAction: (action: ToolbarAction) => void;
  onImage: (file: File) => void;
  uploading: boolean;
  disabled?: boolean;
};

export function ComposerToolbar({ onAction, onImage, uploading, disabled }: ComposerToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5">
      {TOOLS.map(({ action, label, Icon }) => (
        <Button
          key={action}
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={() => onAction(action)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label="Add an image"
        title="Add an image"
        disabled={disabled || uploading}
        onClick={() => fileInput.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={COMMUNITY_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label="Image file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onImage(file);
        }}
      />
    </div>
  );
}
