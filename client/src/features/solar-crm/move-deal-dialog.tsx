/** "Move to…": every stage of the pipeline as a button; the keyboard's and the small screen's way to move a card. */
import type { CrmDealCard, CrmStage } from '@common/schemas/solar-crm';
import { crmCan } from '@common/schemas/solar-crm-roles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCrmWorkspace } from './crm-workspace';

export function MoveDealDialog({
  deal,
  stages,
  onMove,
  onClose,
}: {
  deal: CrmDealCard | null;
  stages: readonly CrmStage[];
  onMove: (dealId: string, stageId: string) => void;
  onClose: () => void;
}) {
  const { role } = useCrmWorkspace();
  const anyStage = crmCan(role, 'deals.move.any');
  const from = stages.find((s) => s.id === deal?.stageId);
  return (
    <Dialog open={deal !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Move {deal?.contact.name ?? 'deal'} to…</DialogTitle>
          <DialogDescription>
            {anyStage
              ? 'Choose the stage this deal is in now.'
              : 'As a setter you move deals among the setter stages; a closer or manager takes them further.'}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1.5">
          {stages.map((stage) => {
            const here = stage.id === deal?.stageId;
            const allowed = anyStage || (stage.setterMay && (from?.setterMay ?? false));
            return (
              <li key={stage.id}>
                <Button
                  variant={here ? 'secondary' : 'outline'}
                  className="w-full justify-between"
                  disabled={here || !allowed}
                  onClick={() => {
                    if (deal) onMove(deal.id, stage.id);
                    onClose();
                  }}
                >
                  <span>{stage.name}</span>
                  <span className="text-muted-foreground text-xs">
                    {here ? 'here now' : allowed ? `${stage.probability}%` : 'closers and managers'}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
