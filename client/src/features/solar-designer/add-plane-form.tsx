/** A rectangular plane by its size, for keyboard users and quick sketches (drawing is the other way). */
import { pitchFromTwelfths } from '@common/solar/designer';
import { Plus } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function AddPlaneForm({
  onAdd,
}: {
  onAdd(width: number, depth: number, pitchDeg: number, azimuthDeg: number): void;
}) {
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const n = (k: string) => Number(data.get(k));
    const [w, d, rise, az] = [n('width'), n('depth'), n('rise'), n('azimuth')];
    if (!(w >= 1 && w <= 100 && d >= 1 && d <= 100 && rise >= 0 && rise <= 20 && az >= 0 && az <= 360))
      return;
    onAdd(w, d, pitchFromTwelfths(rise), az);
  };
  const field = (name: string, label: string, value: number) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`} className="text-xs">
        {label}
      </Label>
      <Input id={`${id}-${name}`} name={name} type="number" step="any" defaultValue={value} className="h-8" />
    </div>
  );
  return (
    <form aria-label="Add a rectangular plane" onSubmit={submit} className="grid gap-2">
      <h2 className="font-medium text-sm">Add a rectangular plane</h2>
      <div className="grid grid-cols-2 gap-2">
        {field('width', 'Width along the ridge (m)', 10)}
        {field('depth', 'Depth in plan (m)', 5)}
        {field('rise', 'Pitch (x/12)', 6)}
        {field('azimuth', 'Azimuth (°)', 180)}
      </div>
      <Button type="submit" variant="outline" size="sm">
        <Plus aria-hidden="true" />
        Add plane
      </Button>
    </form>
  );
}
