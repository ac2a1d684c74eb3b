/**
 * "Edit images" on a listing's page, for its creator: the icon (upload, replace, remove) and up to 6
 * screenshots (add with a caption, with a progress bar; reorder by dragging or with the buttons; caption;
 * delete). The server checks every file from its bytes; this only spares a pointless upload.
 */
import { type ListingAsset, SCREENSHOTS_MAX } from '@common/schemas/marketplace-assets';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import type { UploadHandle } from '@/lib/upload-with-progress';
import {
  type AssetKind,
  checkImageFile,
  IMAGE_ACCEPT,
  uploadListingImage,
  useCaptionScreenshot,
  useDeleteImage,
  useListingAssets,
  useRefreshImages,
  useReorderScreenshots,
} from './assets-api';
import { ListingIcon } from './listing-icon';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const failureOf = (error: unknown) =>
  serverMessage(error) ?? (error instanceof Error ? error.message : 'That did not work. Try again.');

interface Uploading {
  kind: AssetKind;
  name: string;
  percent: number;
  handle: UploadHandle<ListingAsset>;
}

function ScreenshotRow({
  slug,
  shot,
  index,
  count,
  onMove,
  onDragStart,
  onDrop,
}: {
  slug: string;
  shot: ListingAsset;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDragStart: () => void;
  onDrop: () => void;
}) {
  const [caption, setCaption] = useState(shot.caption);
  const save = useCaptionScreenshot(slug);
  const remove = useDeleteImage(slug);
  const changed = caption.trim() !== shot.caption;
  const inputId = `caption-${shot.id}`;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      className="flex flex-col gap-2 rounded-lg border bg-card p-2"
      data-testid="screenshot-row"
    >
      <div className="flex items-center gap-2">
        <GripVertical className="size-4 shrink-0 cursor-grab text-muted-foreground" aria-hidden="true" />
        <img
          src={shot.url}
          alt={shot.caption || `Screenshot ${index + 1}`}
          className="aspect-video w-28 shrink-0 rounded-md bg-muted object-cover"
        />
        <div className="ms-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move screenshot ${index + 1} earlier`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move screenshot ${index + 1} later`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete screenshot ${index + 1}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(shot.id)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <form
        className="flex min-w-0 flex-1 flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed) save.mutate({ id: shot.id, caption: caption.trim() });
        }}
      >
        <Label htmlFor={inputId} className="text-xs">
          Caption {index + 1} (alt text)
        </Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={caption}
            maxLength={200}
            onChange={(event) => setCaption(event.target.value)}
            placeholder="What the screenshot shows"
          />
          <Button type="submit" variant="outline" size="sm" disabled={!changed || save.isPending}>
            Save
          </Button>
        </div>
        {save.error || remove.error ? (
          <p role="alert" className="text-destructive text-xs">
            {failureOf(save.error ?? remove.error)}
          </p>
        ) : null}
      </form>
    </li>
  );
}

function ImagesPanel({ listing }: { listing: { slug: string; title: string } }) {
  const { slug } = listing;
  const assets = useListingAssets(slug, true);
  const refresh = useRefreshImages();
  const reorder = useReorderScreenshots(slug);
  const removeIcon = useDeleteImage(slug);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [newCaption, setNewCaption] = useState('');
  const iconInput = useRef<HTMLInputElement>(null);
  const shotInput = useRef<HTMLInputElement>(null);
  const dragged = useRef<number | null>(null);

  if (assets.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {failureOf(assets.error)}
      </p>
    );
  }
  if (!assets.data) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm" aria-busy="true">
        <Spinner /> Loading the images…
      </p>
    );
  }
  const { icon, screenshots, storage } = assets.data;
  const full = screenshots.length >= SCREENSHOTS_MAX;

  const start = (kind: AssetKind, file: File | undefined) => {
    if (!file) return;
    const refused = checkImageFile(kind, file);
    setProblem(refused);
    if (refused) return;
    const handle = uploadListingImage(slug, kind, file, newCaption, (percent) =>
      setUploading((u) => (u ? { ...u, percent } : u)),
    );
    setUploading({ kind, name: file.name, percent: 0, handle });
    handle.done
      .then(() => {
        if (kind === 'screenshot') setNewCaption('');
        return refresh();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setProblem(failureOf(error));
      })
      .finally(() => setUploading(null));
  };
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= screenshots.length) return;
    const ids = screenshots.map((s) => s.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids, { onError: (error) => setProblem(failureOf(error)) });
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="edit-icon-heading" className="flex flex-col gap-2">
        <h4 id="edit-icon-heading" className="font-medium text-sm">
          Icon
        </h4>
        <div className="flex flex-wrap items-center gap-3">
          <ListingIcon listing={{ ...listing, iconUrl: icon?.url ?? null }} className="size-16" />
          <Button
            variant="outline"
            size="sm"
            disabled={!!uploading}
            onClick={() => iconInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {icon ? 'Replace icon' : 'Upload icon'}
          </Button>
          {icon ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={removeIcon.isPending}
              onClick={() => removeIcon.mutate(icon.id, { onError: (error) => setProblem(failureOf(error)) })}
            >
              Remove icon
            </Button>
          ) : null}
        </div>
        <p className="text-muted-foreground text-xs">PNG, JPEG or WebP, roughly square, at most 256 KB.</p>
        <input
          ref={iconInput}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Icon file"
          data-testid="icon-file"
          onChange={(event) => {
            start('icon', event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </section>

      <section aria-labelledby="edit-shots-heading" className="flex flex-col gap-2">
        <h4 id="edit-shots-heading" className="font-medium text-sm">
          Screenshots ({screenshots.length} of {SCREENSHOTS_MAX})
        </h4>
        {screenshots.length === 0 ? (
          <p className="text-muted-foreground text-sm">No screenshots yet: add up to {SCREENSHOTS_MAX}.</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Screenshots, in the order the page shows them">
            {screenshots.map((shot, i) => (
              <ScreenshotRow
                key={shot.id}
                slug={slug}
                shot={shot}
                index={i}
                count={screenshots.length}
                onMove={move}
                onDragStart={() => {
                  dragged.current = i;
                }}
                onDrop={() => {
                  if (dragged.current !== null) move(dragged.current, i);
                  dragged.current = null;
                }}
              />
            ))}
          </ol>
        )}
        {full ? (
          <p className="text-muted-foreground text-sm">
            A listing has at most {SCREENSHOTS_MAX} screenshots. Delete one to add another.
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex flex-1 flex-col gap-1">
              <Label htmlFor="new-screenshot-caption" className="text-xs">
                Caption of the next screenshot (alt text, optional)
              </Label>
              <Input
                id="new-screenshot-caption"
                value={newCaption}
                maxLength={200}
                onChange={(event) => setNewCaption(event.target.value)}
                placeholder="What it shows"
              />
            </div>
            <Button variant="outline" disabled={!!uploading} onClick={() => shotInput.current?.click()}>
              <ImagePlus aria-hidden="true" />
              Add screenshot
            </Button>
          </div>
        )}
        <p className="text-muted-foreground text-xs">
          PNG, JPEG or WebP, at most 2 MB each. Drag them, or use the arrows, to change the order.
        </p>
        <input
          ref={shotInput}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Screenshot file"
          data-testid="screenshot-file"
          onChange={(event) => {
            start('screenshot', event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </section>

      {uploading ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <p className="text-sm">
            Uploading {uploading.name}… {uploading.percent}%
          </p>
          <div className="flex items-center gap-2">
            <Progress value={uploading.percent} label={`Uploading ${uploading.name}`} />
            <Button variant="ghost" size="sm" onClick={() => uploading.handle.abort()}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      <p className="text-muted-foreground text-xs">
        Your listings' images use {mb(storage.usedBytes)} of {mb(storage.maxBytes)}.
      </p>
    </div>
  );
}

/** The creator's panel, closed until they open it; nothing for anyone else. */
export function ListingImagesEditor({
  listing,
}: {
  listing: { slug: string; title: string; creator: { username: string } };
}) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || user.username !== listing.creator.username) return null;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Images</CardTitle>
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Done' : 'Edit images'}
        </Button>
      </CardHeader>
      {open ? (
        <CardContent>
          <ImagesPanel listing={listing} />
        </CardContent>
      ) : null}
    </Card>
  );
}
