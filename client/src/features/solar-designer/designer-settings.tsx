/** Site and array settings: ZIP, annual use, inverter, module, orientation, spacing, setback profile. */
import { type DesignDoc, PANEL_ORIENTATIONS } from '@common/schemas/solar-designs';
import { MODULE_CATALOGUE } from '@common/solar/designer';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { DesignerField } from './field';

export function DesignerSettings({
  doc,
  readOnly,
  onChange,
}: {
  doc: DesignDoc;
  readOnly: boolean;
  onChange(doc: DesignDoc): void;
}) {
  const moduleId = useId();
  const orientationId = useId();
  const profileId = useId();
  const set = (patch: Partial<DesignDoc>) => onChange({ ...doc, ...patch });
  const module = MODULE_CATALOGUE.find((m) => m.id === doc.moduleId);
  return (
    <section aria-labelledby="designer-settings-title" className="grid gap-3">
      <h2 id="designer-settings-title" className="font-medium text-sm">
        Site and array
      </h2>
      <div className="grid grid-cols-2 gap-2">
        <DesignerField
          label="ZIP code"
          type="text"
          value={doc.zip}
          disabled={readOnly}
          onCommit={(v) => {
            const zip = v.trim();
            if (zip === '' || /^\d{5}$/.test(zip)) set({ zip: zip || null });
          }}
        />
        <DesignerField
          label="Annual use (kWh)"
          value={doc.annualUsageKwh}
          min={0}
          disabled={readOnly}
          onCommit={(v) => {
            const n = Number(v);
            set({
              annualUsageKwh:
                v.trim() === '' || !Number.isFinite(n) || n <= 0 ? null : Math.min(n, 10_000_000),
            });
          }}
        />
        <DesignerField
          label="Inverter AC (kW)"
          value={doc.inverterAcKw}
          step={0.1}
          min={0.1}
          disabled={readOnly}
          onCommit={(v) => {
            const n = Number(v);
            if (Number.isFinite(n) && n >= 0.1 && n <= 1000) set({ inverterAcKw: n });
          }}
        />
        <DesignerField
          label="Module gap (m)"
          value={doc.spacingM}
          step={0.01}
          min={0}
          max={0.5}
          disabled={readOnly}
          onCommit={(v) => {
            const n = Number(v);
            if (Number.isFinite(n) && n >= 0 && n <= 0.5) set({ spacingM: n });
          }}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={moduleId} className="text-xs">
          Module
        </Label>
        <NativeSelect
          id={moduleId}
          value={doc.moduleId}
          disabled={readOnly}
          onChange={(e) => set({ moduleId: e.target.value })}
        >
          {MODULE_CATALOGUE.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.watts} W)
            </option>
          ))}
        </NativeSelect>
        {module ? (
          <p className="text-muted-foreground text-xs">
            {Math.round(module.lengthM * 1000)} × {Math.round(module.widthM * 1000)} mm. Source:{' '}
            {module.datasheet}.
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <Label htmlFor={orientationId} className="text-xs">
            Orientation
          </Label>
          <NativeSelect
            id={orientationId}
            value={doc.orientation}
            disabled={readOnly}
            onChange={(e) => set({ orientation: e.target.value as DesignDoc['orientation'] })}
          >
            {PANEL_ORIENTATIONS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={profileId} className="text-xs">
            Fire setbacks
          </Label>
          <NativeSelect
            id={profileId}
            value={doc.setbackProfile}
            disabled={readOnly}
            onChange={(e) => set({ setbackProfile: e.target.value as DesignDoc['setbackProfile'] })}
          >
            <option value="irc-2018">IRC 2018 R324.6</option>
            <option value="none">None</option>
          </NativeSelect>
        </div>
      </div>
      {doc.setbackProfile === 'irc-2018' ? (
        <p className="text-muted-foreground text-xs">
          Two 36-inch pathways eave to ridge (on the two largest planes, along a rake: check one faces the
          street or driveway), 18- or 36-inch ridge setbacks by the 33% rule, 18 inches beside hips and
          valleys. Your local code may differ.
        </p>
      ) : null}
    </section>
  );
}
