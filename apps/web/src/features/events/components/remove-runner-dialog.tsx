import type { Participant } from '@stride/contracts';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { toast } from '@/components/ui/use-toast';
import { useBlockUser } from '@/features/buddies';
import { translateMessage } from '@/lib/messages';
import { useRemoveParticipant } from '../api/remove-participant';

/**
 * The host's "Remove" beside a runner on an upcoming run, with a confirmation (issue 25). The runner is
 * told neutrally that their place was released, and cannot join this run again.
 */
export function RemoveRunnerDialog({ eventId, runner }: { eventId: number; runner: Participant }) {
  const { t } = useTranslation(['events', 'social', 'messages']);
  const [open, setOpen] = useState(false);
  const [alsoBlock, setAlsoBlock] = useState(false);
  const remove = useRemoveParticipant();
  const block = useBlockUser();
  const name = [runner.firstName, runner.lastName?.charAt(0)].filter(Boolean).join(' ');
  // Promises rather than mutate callbacks: the runner leaves the list (and this dialog unmounts) once the
  // event reads back, and the outcome must still be told.
  const confirm = async () => {
    try {
      await remove.mutateAsync({ eventId, userId: runner.id });
      toast({ title: t('events:remove.done', { name }), variant: 'success' });
      setOpen(false);
      if (alsoBlock) {
        await block.mutateAsync({ id: runner.id, block: true });
        toast({ title: t('social:buddies.blocked', { name }) });
      }
    } catch (error) {
      toast({
        title: t('events:remove.failed'),
        description: translateMessage(t, error) || t('events:errors.tryLater'),
        variant: 'destructive',
      });
    }
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('events:remove.label', { name })}>
          <UserMinus aria-hidden="true" />
        </Button>
      }
      title={t('events:remove.title', { name })}
      description={t('events:remove.body', { name })}
    >
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={alsoBlock}
          onChange={(e) => setAlsoBlock(e.target.checked)}
        />
        <span>{t('events:remove.alsoBlock', { name })}</span>
      </label>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('events:remove.keep')}</Button>
        </DialogClose>
        <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
          {t('events:remove.confirm')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
