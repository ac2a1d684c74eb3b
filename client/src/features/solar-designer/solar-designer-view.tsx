/**
 * /solar-designer (issue 24): draw roof planes on a scaled canvas or over an aerial photo, fire-code
 * setbacks, auto-fill, live figures with production from the solar model, undo/redo, save, PNG/PDF export
 * and, opened as /solar-designer?deal=<id>, attach the design to that CRM deal. Narrow screens show the
 * design read-only.
 */

import { countOf } from '@common/plural';
import { rectangle } from '@common/solar/designer';
import { useQueryClient } from '@tanstack/react-query';
import {
  FileDown,
  ImageDown,
  ImagePlus,
  MousePointer2,
  Paperclip,
  PencilRuler,
  Redo2,
  Ruler,
  Save,
  Shapes,
  SunMedium,
  Undo2,
  Wand2,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useScreenTitle } from '@/lib/screen-handle';
import { AddPlaneForm } from './add-plane-form';
import { designPdf, download, svgToPng } from './design-export';
import { DesignFiguresPanel } from './design-figures-panel';
import {
  attachDesign,
  designerKeys,
  fetchDesign,
  fetchPhoto,
  saveDesign,
  uploadPhoto,
  useProduction,
} from './designer-api';
import { DesignerCanvas, type DesignerTool } from './designer-canvas';
import { currentZones, liveSummary, productionRequest } from './designer-figures';
import { DesignerSettings } from './designer-settings';
import { currentPalette } from './palette';
import { PlaneEditor } from './plane-editor';
import { SavedDesignsPicker } from './saved-designs-picker';
import { useDebounced } from './use-debounced';
import { useDesigner } from './use-designer';
import { useNarrowScreen } from './use-narrow-screen';

const TOOLS: { id: DesignerTool; label: string; icon: typeof MousePointer2 }[] = [
  { id: 'select', label: 'Select', icon: MousePointer2 },
  { id: 'draw', label: 'Draw plane', icon: PencilRuler },
  { id: 'obstruction', label: 'Obstruction', icon: Shapes },
  { id: 'calibrate', label: 'Calibrate photo', icon: Ruler },
];

function toolHint(tool: DesignerTool, drawing: number): string {
  if (tool === 'draw')
    return drawing === 0
      ? 'Click the roof plane’s corners in order. Click the first corner again or press Enter to close it; Escape drops it.'
      : `${countOf(drawing, 'corner')}: keep clicking, then click the first corner or press Enter.`;
  if (tool === 'obstruction') return 'Click where a vent or chimney sits; its clear buffer is drawn dashed.';
  if (tool === 'calibrate')
    return 'Click both ends of something on the photo whose length you know, then give its length.';
  return 'Click a plane to edit it; drag a panel to move it, or focus one and use the arrow keys; Delete removes it.';
}

export function SolarDesignerView() {
  const title = useScreenTitle();
  const { isAuthenticated, isLoading } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const [params] = useSearchParams();
  const dealId = params.get('deal');
  const d = useDesigner();
  const queryClient = useQueryClient();
  const { doc } = d;
  const narrow = useNarrowScreen();
  const readOnly = narrow;
  const svgRef = useRef<SVGSVGElement | null>(null);
  const [designId, setDesignId] = useState<string | null>(null);
  const [name, setName] = useState('Roof design');
  const [busy, setBusy] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [pendingPhoto, setPendingPhoto] = useState<Blob | null>(null);
  const [calLength, setCalLength] = useState('');
  const palette = currentPalette();

  const { zones, ridgeInches } = useMemo(() => currentZones(doc), [doc]);
  const request = useDebounced(
    useMemo(() => productionRequest(doc), [doc]),
    500,
  );
  const production = useProduction(request);
  const productionError = production.error
    ? (serverMessage(production.error) ?? 'Production could not be modelled.')
    : null;
  const summary = liveSummary(
    doc,
    production.data,
    productionError ??
      (doc.panels.length === 0 ? 'No panels yet.' : doc.zip ? null : 'Give a ZIP code to model production.'),
  );
  const selectedPlane = doc.planes.find((p) => p.id === d.selectedPlaneId) ?? null;

  useEffect(() => () => void (photoUrl && URL.revokeObjectURL(photoUrl)), [photoUrl]);

  if (isLoading) return <Skeleton className="m-8 h-96" />;

  const run = async (label: string, task: () => Promise<void>) => {
    setBusy(label);
    try {
      await task();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: `${label} failed`,
        description: serverMessage(error) ?? (error as Error).message,
      });
    } finally {
      setBusy(null);
    }
  };

  const save = async (): Promise<string> => {
    const saved = await saveDesign(designId, { name, doc, ...(dealId ? { dealId } : {}) });
    setDesignId(saved.id);
    void queryClient.invalidateQueries({ queryKey: designerKeys.all });
    if (pendingPhoto) {
      await uploadPhoto(saved.id, pendingPhoto);
      setPendingPhoto(null);
    }
    return saved.id;
  };
  const openDesign = async (id: string) => {
    const design = await fetchDesign(id);
    d.dispatch({ type: 'load', doc: design.doc });
    d.setSelectedPlaneId(null);
    setDesignId(design.id);
    setName(design.name);
    setPendingPhoto(null);
    const photo = design.doc.photo ? await fetchPhoto(design.id) : null;
    setPhotoUrl(photo ? URL.createObjectURL(photo) : null);
  };
  const png = async () => {
    if (!svgRef.current) throw new Error('Nothing to export yet.');
    return svgToPng(svgRef.current);
  };

  const onPhoto = (file: File) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      // Until calibrated, 1 pixel = 2 cm, a common scale for a zoomed-in aerial view.
      d.commit({
        ...doc,
        photo: { metresPerPixel: 0.02, widthPx: img.naturalWidth, heightPx: img.naturalHeight },
      });
      setPhotoUrl(url);
      setPendingPhoto(file);
      d.setTool('calibrate');
    };
    img.src = url;
  };

  const applyCalibration = () => {
    const [a, b] = d.calibration;
    const known = Number(calLength);
    if (!a || !b || !doc.photo || !(known > 0)) return;
    const drawn = Math.hypot(b.x - a.x, b.y - a.y);
    if (drawn <= 0) return;
    d.commit({ ...doc, photo: { ...doc.photo, metresPerPixel: (doc.photo.metresPerPixel * known) / drawn } });
    d.setCalibration([]);
    setCalLength('');
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <div className="mb-3 flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-sun-from to-sun-to text-white shadow-lg shadow-sun-to/20">
            <SunMedium className="size-5" aria-hidden="true" />
          </div>
          <h1 className="text-balance font-semibold text-3xl tracking-tight">{title}</h1>
          <p className="mt-2 text-pretty text-muted-foreground text-sm">
            Draw the roof planes, keep the fire-code setbacks, fill them with panels and see the system’s size
            and first-year production from the same model and NREL weather as the solar estimate.
          </p>
        </div>
        {isAuthenticated ? (
          <div className="flex flex-col gap-2">
            <SavedDesignsPicker
              dealId={dealId}
              openId={designId}
              disabled={busy !== null}
              onOpen={(id) => void run('Open', () => openDesign(id))}
            />
            <Input
              aria-label="Design name"
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              className="w-full sm:w-64"
            />
          </div>
        ) : (
          <Button variant="outline" onClick={() => openAuthDialog()}>
            Sign in to save
          </Button>
        )}
      </header>

      {narrow ? (
        <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
          On a narrow screen the design is read-only; open it on a wider screen to draw and edit.
        </p>
      ) : (
        <div role="toolbar" aria-label="Designer tools" className="flex flex-wrap items-center gap-2">
          {TOOLS.map(({ id, label, icon: Icon }) => (
            <Button
              key={id}
              size="sm"
              variant={d.tool === id ? 'default' : 'outline'}
              aria-pressed={d.tool === id}
              disabled={id === 'calibrate' && !doc.photo}
              onClick={() => d.setTool(id)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
          {d.tool === 'obstruction' ? (
            <NativeSelect
              aria-label="Obstruction kind"
              value={d.obstructionKind}
              onChange={(e) => d.setObstructionKind(e.target.value as 'vent' | 'chimney')}
              className="h-8 w-32"
            >
              <option value="vent">Vent</option>
              <option value="chimney">Chimney</option>
            </NativeSelect>
          ) : null}
          <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
          <Button
            size="sm"
            variant="outline"
            aria-label="Undo (Ctrl+Z)"
            disabled={d.history.past.length === 0}
            onClick={() => d.dispatch({ type: 'undo' })}
          >
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label="Redo (Ctrl+Shift+Z)"
            disabled={d.history.future.length === 0}
            onClick={() => d.dispatch({ type: 'redo' })}
          >
            <Redo2 aria-hidden="true" />
            Redo
          </Button>
          <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
          <Button size="sm" variant="brand" disabled={doc.planes.length === 0} onClick={d.autoFill}>
            <Wand2 aria-hidden="true" />
            Auto-fill
          </Button>
          <label className="inline-flex cursor-pointer items-center gap-1 rounded-md border border-border px-3 py-1.5 text-xs hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
            <ImagePlus className="size-4" aria-hidden="true" />
            Aerial photo
            <input
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                if (file.size > 5 * 1024 * 1024)
                  toast({ variant: 'destructive', title: 'The photo is larger than 5 MB.' });
                else onPhoto(file);
              }}
            />
          </label>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-2">
          {narrow ? null : (
            <p className="min-h-8 text-muted-foreground text-xs" aria-live="polite">
              {toolHint(d.tool, d.drawing.length)}
            </p>
          )}
          {doc.planes.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-3 text-muted-foreground text-sm">
              No roof planes yet. Choose “Draw plane” and click the corners, or add a rectangular plane by its
              size.
            </p>
          ) : null}
          <DesignerCanvas
            svgRef={svgRef}
            doc={doc}
            zones={zones}
            palette={palette}
            tool={readOnly ? 'select' : d.tool}
            drawing={d.drawing}
            selectedPlaneId={d.selectedPlaneId}
            selectedPanelId={d.selectedPanelId}
            photoUrl={photoUrl}
            readOnly={readOnly}
            onPoint={d.onPoint}
            onSelectPlane={d.setSelectedPlaneId}
            onSelectPanel={d.setSelectedPanelId}
            onMovePanel={d.movePanel}
            onRemovePanel={d.removePanel}
          />
          {d.tool === 'calibrate' && d.calibration.length === 2 ? (
            <form
              aria-label="Calibrate the photo"
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                applyCalibration();
              }}
            >
              <div className="grid gap-1 text-xs">
                <span aria-hidden="true">Length of that line (m)</span>
                <Input
                  aria-label="Length of that line (m)"
                  type="number"
                  step="any"
                  min="0.1"
                  value={calLength}
                  onChange={(e) => setCalLength(e.target.value)}
                  className="h-8 w-32"
                />
              </div>
              <Button type="submit" size="sm">
                Set scale
              </Button>
            </form>
          ) : null}
          {doc.setbackProfile === 'irc-2018' && doc.planes.length > 0 ? (
            <p className="text-muted-foreground text-xs">
              Hatched: fire-code setbacks (ridge {ridgeInches} in now, by the panels on the roof). Red panels
              are outside the usable area.
            </p>
          ) : null}
          {narrow ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={!isAuthenticated || busy !== null}
                onClick={() =>
                  run('Save', async () => {
                    await save();
                    toast({ title: 'Design saved' });
                  })
                }
              >
                <Save aria-hidden="true" />
                {busy === 'Save' ? 'Saving…' : 'Save'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy !== null}
                onClick={() => run('PNG export', async () => download(await png(), `${name}.png`))}
              >
                <ImageDown aria-hidden="true" />
                PNG
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy !== null}
                onClick={() =>
                  run('PDF export', async () =>
                    download(await designPdf(name, await png(), summary), `${name}.pdf`),
                  )
                }
              >
                <FileDown aria-hidden="true" />
                PDF
              </Button>
              {dealId ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!isAuthenticated || busy !== null}
                  onClick={() =>
                    run('Attach', async () => {
                      const id = await save();
                      await attachDesign(id, dealId, await png());
                      toast({
                        title: 'Attached to the deal',
                        description: 'The drawing is in the deal’s documents.',
                      });
                    })
                  }
                >
                  <Paperclip aria-hidden="true" />
                  Attach to deal
                </Button>
              ) : null}
            </div>
          )}
        </div>
        <aside
          aria-label="Design details"
          className="grid content-start gap-6 rounded-xl border border-border bg-card/70 p-4"
        >
          {doc.planes.length > 0 ? (
            <NativeSelect
              aria-label="Roof plane to edit"
              value={d.selectedPlaneId ?? ''}
              onChange={(e) => d.setSelectedPlaneId(e.target.value || null)}
            >
              <option value="">Choose a roof plane to edit…</option>
              {doc.planes.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          ) : null}
          <DesignFiguresPanel summary={summary} loading={production.isFetching} ridgeRule={d.ridgeRule} />
          {selectedPlane ? (
            <PlaneEditor
              plane={selectedPlane}
              readOnly={readOnly}
              onChange={d.updatePlane}
              onRemove={() => d.removePlane(selectedPlane.id)}
            />
          ) : null}
          <DesignerSettings doc={doc} readOnly={readOnly} onChange={d.commit} />
          {readOnly ? null : (
            <AddPlaneForm
              onAdd={(w, depth, pitch, az) => {
                const x0 = 2 + ((doc.planes.length * 3) % 12);
                d.addPlane(
                  rectangle(x0, 2 + doc.planes.length * (depth + 1), w, depth),
                  undefined,
                  pitch,
                  az,
                );
              }}
            />
          )}
        </aside>
      </div>
    </div>
  );
}
