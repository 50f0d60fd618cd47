import { BackOfficePage } from '../../../components/back-office-page';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/format-date';
import { useContactMessages } from '../api/get-contact-messages';
import { ListTable } from '../../../components/list-table';

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
          <ListTable headings={['SL', 'Name', 'Phone', 'Email', 'Message', 'Received']}>
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
          </ListTable>
        </div>
      )}
    </BackOfficePage>
  );
}
