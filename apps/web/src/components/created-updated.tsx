import { formatDateTime } from '../lib/format-date';

/** The "Created & Updated" cell of the back-office lists. */
export function CreatedUpdated({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }) {
  return (
    <div className="small text-nowrap">
      <div>
        Created: <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      </div>
      <div className="text-body-secondary">
        Updated: <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
      </div>
    </div>
  );
}
