import { Button } from 'react-bootstrap';

interface SortHeadingProps {
  label: string;
  column: string;
  /** The list's sort: a column, `-` in front for descending. */
  sort: string;
  onSort: (column: string) => void;
}

/** A column heading that sorts the list by its column; pressed again, the other way round. */
export function SortHeading({ label, column, sort, onSort }: SortHeadingProps) {
  const state = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined;
  return (
    <Button
      variant="link"
      size="sm"
      className="p-0 fw-semibold text-reset text-decoration-none text-nowrap"
      aria-label={`Sort by ${label}${state === 'ascending' ? ', descending' : ''}`}
      aria-pressed={state !== undefined}
      onClick={() => onSort(column)}
    >
      {label}
      {state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}
    </Button>
  );
}
