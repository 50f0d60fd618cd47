import { Card, Container } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { messages, type User } from '@tarmac/shared';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useUserDetails } from '../api/get-user-details';
import { ProfileForm } from '../components/profile-form';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

export function UpdateProfilePage() {
  usePageTitle(t('profile.updateProfile'));
  const { user: sessionUser, updateUser } = useSession();
  const details = useUserDetails(sessionUser?._id);
  const navigate = useNavigate();

  const onSaved = (updated: User) => {
    toast.success(messages.profileUpdated);
    // The navbar shows the stored name, so it changes at once (SPEC §4).
    updateUser({ name: updated.name });
    navigate(paths.userProfile.getHref());
  };

  if (details.isPending) return <PageSpinner />;

  return (
    <Container className="py-5">
      <Card className="profile-card mx-auto shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">{t('profile.updateProfile')}</h1>
          {details.isError ? (
            <QueryError error={details.error} onRetry={() => void details.refetch()} />
          ) : (
            <ProfileForm user={details.data} onSaved={onSaved} />
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}
