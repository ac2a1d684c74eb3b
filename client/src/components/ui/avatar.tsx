import { useState } from 'react';
import { cn } from '@/lib/cn';

type AvatarProps = {
  name: string;
  imageUrl?: string | null;
  className?: string;
};

/** Up to two initials of a name: "ada" → "A", "ada lovelace" → "AL", "ada.lovelace" → "AL". */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((p) => p?.[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** A round picture of a person, or their initials when there is none (or it fails to load). */
export function Avatar({ name, imageUrl, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex size-8 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-cta-from via-cta-via to-cta-to font-semibold text-white text-xs',
        className,
      )}
    >
      {imageUrl && !failed ? (
        <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
