import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from './toast';
import { errorMessage } from './api-client';

export interface DeleteTarget {
  id: string;
  name: string;
}

/**
 * SPEC §4 delete flow: Delete asks first; on 200 a success toast shows and the row goes (the mutation
 * drops it from the cache); a refusal (409 "still used by …") is toasted and the row stays. Close cancels.
 * `modal` is spread into <ConfirmModal>.
 */
export function useDeleteFlow(mutation: UseMutationResult<unknown, unknown, string>, successText: string) {
  // The target outlives `open` so the dialog's text does not change while it fades out.
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [open, setOpen] = useState(false);

  const ask = (next: DeleteTarget) => {
    setTarget(next);
    setOpen(true);
  };

  const onClose = () => {
    if (!mutation.isPending) setOpen(false);
  };

  const onConfirm = () => {
    if (!target) return;
    mutation.mutate(target.id, {
      onSuccess: () => toast.success(successText),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setOpen(false),
    });
  };

  return {
    ask,
    /** The name of the row being deleted, for the dialog's message. */
    name: target?.name ?? '',
    modal: { show: open, onClose, onConfirm, pending: mutation.isPending },
  };
}
