import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import type { User } from '@tarmac/shared';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ConfirmModal } from '../../../components/confirm-modal';
import { t } from '../../../i18n/i18n';
import { useChangeRole } from '../api/change-role';

/**
 * 'Make Admin' for a passenger, 'Remove admin' for another admin (issue 35), each after a confirmation that says
 * what the change does. An admin's own row has no button: the server refuses to remove one's own role.
 */
export function RoleButton({ user }: { user: Pick<User, '_id' | 'name' | 'email' | 'role'> }) {
  const { user: me } = useSession();
  const [asking, setAsking] = useState(false);
  const changeRole = useChangeRole({
    onSuccess: ({ message }) => {
      setAsking(false);
      toast.success(message);
    },
    onError: (error) => {
      setAsking(false);
      toast.error(errorMessage(error));
    },
  });

  if (user.role === 'agent' || (user.role === 'admin' && user._id === me?._id)) return null;
  const promote = user.role !== 'admin';
  const label = promote ? 'Make Admin' : t('users.removeAdmin');
  const values = { name: user.name, email: user.email };

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant={promote ? 'outline-primary' : 'outline-danger'}
        onClick={() => setAsking(true)}
        disabled={changeRole.isPending}
        aria-label={`${label}: ${user.name}`}
      >
        {changeRole.isPending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        {label}
      </Button>
      <ConfirmModal
        show={asking}
        title={promote ? t('users.makeAdmin.title', values) : t('users.removeAdmin.title', values)}
        message={promote ? t('users.makeAdmin.consequences', values) : t('users.removeAdmin.consequences', values)}
        confirmLabel={label}
        pending={changeRole.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => changeRole.mutate({ id: user._id, role: promote ? 'admin' : 'passenger' })}
      />
    </>
  );
}
