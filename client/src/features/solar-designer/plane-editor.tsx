/** The selected roof plane: name, pitch (degrees and x/12), azimuth, each edge's type; remove it. */
import { ROOF_EDGE_KINDS, type RoofPlane } from '@common/schemas/solar-designs';
import { pitchFromTwelfths, pitchInTwelfths, planAreaM2, slopedAreaM2 } from '@common/solar/designer';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { DesignerField } from './field';

const num = (v: string, min: number, max: number): number | null => {
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) && n >= min && n <= max ? n : null;
};

export function PlaneEditor({
  plane,
  readOnly,
  onChange,
  onRemove,
}: {
  plane: RoofPlane;
  readOnly: boolean;
  onChange(plane: RoofPlane): void;
  onRemove(): void;
}) {
  const set = (patch: Partial<RoofPlane>) => onChange({ ...plane, ...patch });
  return (
    <section aria-labelledby="plane-editor-title" className="grid gap-3">
      <h2 id="plane-editor-title" className="font-medium text-sm">
        Roof plane: {plane.name}
      </h2>
      <p className="text-muted-foreground text-xs">
        {planAreaM2(plane).toFixed(1)} m² in plan, {slopedAreaM2(plane).toFixed(1)} m² of roof surface.
      </p>
      <DesignerField
        label="Name"
        type="text"
        value={plane.name}
        disabled={readOnly}
        onCommit={(v) => v.trim() && set({ name: v.trim().slice(0, 40) })}
      />
      <div className="grid grid-cols-2 gap-2">
        <DesignerField
          label="Pitch (°)"
          value={Math.round(plane.pitchDeg * 100) / 100}
          step={0.5}
          min={0}
          max={60}
          disabled={readOnly}
          hint={`${pitchInTwelfths(plane.pitchDeg)}/12`}
          onCommit={(v) => {
            const n = num(v, 0, 60);
            if (n !== null) set({ pitchDeg: n });
          }}
        />
        <DesignerField
          label="Pitch (x/12)"
          value={pitchInTwelfths(plane.pitchDeg)}
          step={0.5}
          min={0}
          max={20}
          disabled={readOnly}
          onCommit={(v) => {
            const n = num(v, 0, 20);
            if (n !== null) set({ pitchDeg: Math.min(60, pitchFromTwelfths(n)) });
          }}
        />
      </div>
      <DesignerField
        label="Azimuth (° from north it faces)"
        value={Math.round(plane.azimuthDeg)}
        min={0}
        max={360}
        disabled={readOnly}
        hint="180 faces south, 90 east, 270 west."
        onCommit={(v) => {
          const n = num(v, 0, 360);
          if (n !== null) set({ azimuthDeg: n });
        }}
      />
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-xs">Edges</legend>
        {plane.edges.map((kind, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: edge i is the side from corner i to corner i+1
          <div key={`edge-${i}`} className="flex items-center justify-between gap-2 text-xs">
            <span>Edge {i + 1}</span>
            <NativeSelect
              aria-label={`Edge ${i + 1} type`}
              value={kind}
              disabled={readOnly}
              className="h-7 w-28 text-xs"
              onChange={(e) =>
                set({
                  edges: plane.edges.map((k, j) =>
                    j === i ? (e.target.value as RoofPlane['edges'][number]) : k,
                  ),
                })
              }
            >
              {ROOF_EDGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </fieldset>
      {readOnly ? null : (
        <Button variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove plane
        </Button>
      )}
    </section>
  );
}
