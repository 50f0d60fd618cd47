import { Table } from 'react-bootstrap';
import { BackOfficePage } from '../../../components/back-office-page';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/format-date';
import { useContactMessages } from '../api/get-contact-messages';

/** /contactMessages: what visitors wrote through the contact form (admin). */
export function ContactMessagesPage() {
  const messages = useContactMessages();
  return (
    <BackOfficePage title="Contact Messages">
      {messages.isPending ? (
        <PageSpinner />
      ) : messages.isError ? (
        <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <p className="text-body-secondary">No messages yet.</p>
      ) : (
        <div className="table-responsive">
          <Table striped className="align-middle">
            <thead>
              <tr>
                <th scope="col">SL</th>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">Email</th>
                <th scope="col">Message</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {messages.data.map((message, index) => (
                <tr key={message._id}>
                  <td>{index + 1}</td>
                  <td>{message.username}</td>
                  <td className="text-nowrap">{message.phone}</td>
                  <td className="text-break">{message.email || '—'}</td>
                  <td style={{ whiteSpace: 'pre-wrap', minWidth: '16rem' }}>{message.message}</td>
                  <td className="small text-nowrap">{formatDateTime(message.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </BackOfficePage>
  );
}
