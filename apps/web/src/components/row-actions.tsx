import { Button } from 'react-bootstrap';
import { Link } from 'react-router';

interface RowActionsProps {
  /** Where Update goes; no Update link when left out. */
  updateTo?: string;
  /** The link's text; 'Update' unless it leads elsewhere (e.g. 'Details'). */
  linkLabel?: string;
  /** Names the row for screen readers, e.g. "Update Dhaka". */
  name: string;
  /** The delete button's text; 'Delete' unless a traveller page says it in its language. */
  deleteLabel?: string;
  onDelete: () => void;
}

/** The Action cell of a list: an Update (or other) link and a Delete button. */
export function RowActions({ updateTo, linkLabel = 'Update', deleteLabel = 'Delete', name, onDelete }: RowActionsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {updateTo && (
        <Link to={updateTo} className="btn btn-sm btn-outline-primary" aria-label={`${linkLabel} ${name}`}>
          {linkLabel}
        </Link>
      )}
      <Button type="button" size="sm" variant="outline-danger" onClick={onDelete} aria-label={`${deleteLabel} ${name}`}>
        {deleteLabel}
      </Button>
    </div>
  );
}
