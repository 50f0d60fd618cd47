import type { ContactMessage } from '@tarmac/shared';
import { BackOfficePage } from '../../../components/back-office-page';
import { ListSearch } from '../../../components/list-search';
import { ListTable } from '../../../components/list-table';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryError } from '../../../components/query-error';
import { SortHeading } from '../../../components/sort-heading';
import { TablePager } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/format-date';
import { useServerList } from '../../../lib/use-server-list';

/** /contactMessages: what visitors wrote through the contact form (admin), paged on the server, newest first. */
export function ContactMessagesPage() {
  const list = useServerList<ContactMessage>({ key: ['contact-messages'], path: '/api/contact-messages', defaultSort: '-createdAt' });
  const { query, pager } = list;
  const heading = (label: string, column: string) => <SortHeading label={label} column={column} sort={list.sort} onSort={list.toggleSort} />;
  return (
    <BackOfficePage title="Contact Messages">
      <ListSearch id="message-search" label="Search messages" placeholder="Name, phone, e-mail or words of the message" value={list.search} onChange={list.setSearch} />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <p className="text-body-secondary">{list.search ? 'No messages match the search.' : 'No messages yet.'}</p>
      ) : (
        <>
          <div className="table-responsive">
            <ListTable headings={['SL', heading('Name', 'username'), 'Phone', heading('Email', 'email'), 'Message', heading('Received', 'createdAt')]}>
              {list.rows.map((message, index) => (
                <tr key={message._id}>
                  <td>{pager.first + index + 1}</td>
                  <td>{message.username}</td>
                  <td className="text-nowrap">{message.phone}</td>
                  <td className="text-break">{message.email || '—'}</td>
                  <td style={{ whiteSpace: 'pre-wrap', minWidth: '16rem' }}>{message.message}</td>
                  <td className="small text-nowrap">{formatDateTime(message.createdAt)}</td>
                </tr>
              ))}
            </ListTable>
          </div>
          <TablePager {...pager} noun="messages" />
        </>
      )}
    </BackOfficePage>
  );
}
