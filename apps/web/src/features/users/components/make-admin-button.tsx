import { Button, Spinner } from 'react-bootstrap';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useMakeAdmin } from '../api/make-admin';

export function MakeAdminButton({ userId, userName }: { userId: string; userName: string }) {
  const makeAdmin = useMakeAdmin({
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(errorMessage(error)),
  });

  const onClick = () => makeAdmin.mutate(userId);

  return (
    <Button
      type="button"
      size="sm"
      variant="outline-primary"
      onClick={onClick}
      disabled={makeAdmin.isPending}
      aria-label={`Make Admin: ${userName}`}
    >
      {makeAdmin.isPending && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
      Make Admin
    </Button>
  );
}
