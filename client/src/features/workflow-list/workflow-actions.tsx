/**
 * What a person does to one saved workflow from the list: open it in its builder, see its executions,
 * duplicate, rename (inline, in the row), export, and delete (confirmed, with an Undo toast).
 */
import type { WorkflowListItem } from '@common/schemas/workflow-list';
import { useQueryClient } from '@tanstack/react-query';
import {
  Copy,
  Download,
  History,
  MoreHorizontal,
  Pencil,
  Rocket,
  SquareArrowOutUpRight,
  Store,
  Trash2,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { useDeployVersion } from '@/features/fleet';
import { ListInMarketplaceDialog } from '@/features/marketplace';
import { serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { downloadExport, restoreWorkflow, useDeleteWorkflow, useDuplicateWorkflow } from './api';
import { builderHref } from './list-params';

type Props = { workflow: WorkflowListItem; onRename: () => void; className?: string };

export function WorkflowActions({ workflow, onRename, className }: Props) {
  const navigate = useNavigate();
  const duplicate = useDuplicateWorkflow();
  const [confirming, setConfirming] = useState(false);
  const [listing, setListing] = useState(false);
  const deployment = useDeployVersion(workflow.id);
  // Rename puts the focus in the name field: the menu traps focus while open and gives it back to its
  // button as it closes, so the field appears only once the menu has closed, and the menu gives nothing back.
  const renameAfterClose = useRef(false);

  const onDuplicate = () =>
    duplicate.mutate(workflow.id, {
      onSuccess: (copy) => toast({ title: 'Duplicated', description: `“${copy.name}” is in your list.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not duplicate',
          description: serverMessage(error) ?? 'Try again in a moment.',
        }),
    });
  const onExport = () =>
    downloadExport(workflow.id).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Could not export',
        description: serverMessage(error) ?? 'Try again in a moment.',
      }),
    );

  return (
    <>
      <div className={cn('flex items-center justify-end gap-1', className)}>
        <Button asChild variant="outline" size="sm">
          <Link to={builderHref(workflow)}>
            <SquareArrowOutUpRight aria-hidden="true" />
            Open
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`More actions for ${workflow.name}`}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="end"
            onCloseAutoFocus={(e) => {
              if (!renameAfterClose.current) return;
              renameAfterClose.current = false;
              e.preventDefault();
              onRename();
            }}
          >
            <DropdownMenuItem onSelect={() => navigate(`/workflows/${workflow.id}`)}>
              <History aria-hidden="true" /> Executions
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onDuplicate} disabled={duplicate.isPending}>
              <Copy aria-hidden="true" /> Duplicate
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() => {
                renameAfterClose.current = true;
              }}
            >
              <Pencil aria-hidden="true" /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onExport}>
              <Download aria-hidden="true" /> Export JSON
            </DropdownMenuItem>
            {workflow.latestVersion !== null ? (
              <DropdownMenuItem
                onSelect={() => deployment.deploy(workflow.latestVersion!)}
                disabled={deployment.pending}
              >
                <Rocket aria-hidden="true" /> Deploy version {workflow.latestVersion}
              </DropdownMenuItem>
            ) : null}
            {workflow.latestVersion !== null ? (
              <DropdownMenuItem onSelect={() => setListing(true)}>
                <Store aria-hidden="true" /> List in the marketplace…
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => setConfirming(true)}
              className="text-destructive focus:text-destructive"
            >
              <Trash2 aria-hidden="true" /> Delete…
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <DeleteWorkflowDialog workflow={workflow} open={confirming} onOpenChange={setConfirming} />
      {listing ? (
        <ListInMarketplaceDialog workflow={workflow} open={listing} onOpenChange={setListing} />
      ) : null}
      {deployment.dialog}
    </>
  );
}

function DeleteWorkflowDialog({
  workflow,
  open,
  onOpenChange,
}: {
  workflow: WorkflowListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteWorkflow();
  const client = useQueryClient();
  const undo = () =>
    restoreWorkflow(client, workflow.id).then(
      (restored) =>
        toast({
          title: 'Restored',
          description:
            restored.activeVersion !== null
              ? `“${workflow.name}” is back, active again: its webhooks, forms and schedules run as before.`
              : `“${workflow.name}” is back.`,
        }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Could not restore',
          description: serverMessage(error) ?? 'Try again in a moment.',
        }),
    );
  // mutateAsync, not mutate's callbacks: the row (and this dialog) goes as soon as the list reloads.
  const onDelete = () =>
    remove.mutateAsync(workflow.id).then(
      () => {
        onOpenChange(false);
        toast({
          title: 'Workflow deleted',
          description: `“${workflow.name}” was deleted.`,
          duration: 10_000,
          action: (
            <ToastAction altText="Undo the deletion" onClick={undo}>
              Undo
            </ToastAction>
          ),
        });
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Could not delete',
          description: serverMessage(error) ?? 'Try again in a moment.',
        }),
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{workflow.name}”?</DialogTitle>
          <DialogDescription>
            {workflow.status === 'active' ? 'Its webhooks, forms and schedules stop now. ' : ''}
            You can undo this right after, or restore it within 30 days; then it is removed with its versions
            and runs.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
