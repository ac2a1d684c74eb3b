/**
 * Opens a saved design: the workspace's designs (the deal's, when the designer was opened for one), newest
 * first, with their panel count and size. Choosing one loads it (its photo too) in place of the drawing; the
 * drawing's undo history starts afresh from it.
 */
import { countOf } from '@common/plural';
import { NativeSelect } from '@/components/ui/native-select';
import { useDesignList } from './designer-api';

export interface SavedDesignsPickerProps {
  /** The deal the designer was opened for, if any: only its designs are offered. */
  dealId: string | null;
  /** The design open now (null: a new, unsaved one). */
  openId: string | null;
  onOpen(id: string): void;
  disabled?: boolean;
}

export function SavedDesignsPicker({ dealId, openId, onOpen, disabled }: SavedDesignsPickerProps) {
  const list = useDesignList(dealId ?? undefined);
  const designs = list.data?.designs ?? [];
  if (list.isLoading || designs.length === 0) return null;
  return (
    <NativeSelect
      aria-label="Open a saved design"
      value={openId ?? ''}
      disabled={disabled}
      onChange={(e) => {
        if (e.target.value) onOpen(e.target.value);
      }}
      className="w-full sm:w-64"
    >
      <option value="">{openId ? 'Open another saved design…' : 'Open a saved design…'}</option>
      {designs.map((design) => (
        <option key={design.id} value={design.id}>
          {design.name} · {countOf(design.summary.panelCount, 'panel')}, {design.summary.kwDc.toFixed(2)} kWdc
        </option>
      ))}
    </NativeSelect>
  );
}
