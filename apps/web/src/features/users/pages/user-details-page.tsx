import { Card, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/page-title';
import { useUserDetails } from '../api/get-user-details';
import { paths } from '../../../app/paths';

const roleNames = { admin: 'Admin', passenger: 'Passenger', agent: 'Agent' } as const;

export function UserDetailsPage() {
  usePageTitle('User Details');
  const { userId } = useParams();
  const details = useUserDetails(userId);

  return (
    <Container className="py-5">
      <Card className="profile-card mx-auto shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4">User Details</h1>
          {details.isPending ? (
            <PageSpinner />
          ) : details.isError ? (
            <QueryError error={details.error} onRetry={() => void details.refetch()} />
          ) : (
            <dl className="mb-0">
              <div className="row">
                <dt className="col-sm-4 text-body-secondary fw-normal">Name</dt>
                <dd className="col-sm-8 text-break">{details.data.name}</dd>
              </div>
              <div className="row">
                <dt className="col-sm-4 text-body-secondary fw-normal">Role</dt>
                <dd className="col-sm-8">{roleNames[details.data.role]}</dd>
              </div>
              <div className="row">
                <dt className="col-sm-4 text-body-secondary fw-normal">Email</dt>
                <dd className="col-sm-8 text-break">{details.data.email}</dd>
              </div>
              <div className="row">
                <dt className="col-sm-4 text-body-secondary fw-normal">Created</dt>
                <dd className="col-sm-8">
                  <time dateTime={details.data.createdAt}>{formatDateTime(details.data.createdAt)}</time>
                </dd>
              </div>
            </dl>
          )}
          <Link to={paths.admin.userList.getHref()} className="d-inline-block mt-4">
            Back to All User
          </Link>
        </Card.Body>
      </Card>
    </Container>
  );
}
