import { Badge, Card, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useUserDetails } from '../api/get-user-details';
import { ProfileDetails } from '../components/profile-details';
import { UserAvatar } from '../components/user-avatar';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

export function UserProfilePage() {
  usePageTitle(t('profile.myProfile'));
  const { user: sessionUser } = useSession();
  const details = useUserDetails(sessionUser?._id);

  if (details.isPending) return <PageSpinner />;
  if (details.isError)
    return (
      <Container className="py-5">
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      </Container>
    );

  const user = details.data;
  return (
    <Container className="py-5">
      <Card className="profile-card mx-auto shadow-sm">
        <Card.Body className="p-4">
          <div className="d-flex flex-column flex-sm-row align-items-center gap-4 mb-4">
            <UserAvatar src={user.profileImage} name={user.name} />
            <div className="text-center text-sm-start">
              <h1 className="h3 mb-1 text-break">{user.name}</h1>
              {user.role === 'admin' && <Badge bg="success">{t('profile.adminUser')}</Badge>}
            </div>
          </div>
          <ProfileDetails user={user} />
          <div className="mt-4">
            <Link to={paths.updateProfile.getHref()} className="btn btn-primary">
              {t('profile.updateProfile')}
            </Link>
          </div>
        </Card.Body>
      </Card>
    </Container>
  );
}
