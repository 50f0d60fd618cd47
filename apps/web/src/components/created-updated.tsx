import { formatDateTime } from '../lib/format-date';

/** The "Created & Updated" cell of the back-office lists: a date stays on one line, its label may go above it. */
export function CreatedUpdated({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  return (
    <div className="small">
      <div>
        Created: <time className="text-nowrap" dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      </div>
      <div className="text-body-secondary">
        Updated: <time className="text-nowrap" dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
      </div>
    </div>
  );
}
