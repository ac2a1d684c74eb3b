import type { SolarLeadStatus } from '@common/schemas/solar-leads';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { STATUS_LABELS } from './lead-labels';

const VARIANT: Record<SolarLeadStatus, BadgeProps['variant']> = {
  new: 'brand',
  booked: 'default',
  contacted: 'secondary',
  closed: 'outline',
};

export function LeadStatusBadge({ status }: { status: SolarLeadStatus }) {
  return <Badge variant={VARIANT[status]}>{STATUS_LABELS[status]}</Badge>;
}
