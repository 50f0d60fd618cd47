import { Button } from 'react-bootstrap';

interface TablePagerProps {
  page: number;
  pageCount: number;
  first: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  noun: string;
}

const count = new Intl.NumberFormat('en-US');

/** "Showing 1–50 of 7,564 flights" with Previous and Next. */
export function TablePager({ page, pageCount, first, shown, total, onPage, noun }: TablePagerProps) {
  if (total === 0) return null;
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 my-3" aria-label={`Pages of ${noun}`}>
      <span className="text-body-secondary small" aria-live="polite">
        Showing {count.format(first + 1)}–{count.format(first + shown)} of {count.format(total)} {noun}
      </span>
      {pageCount > 1 && (
        <div className="d-flex align-items-center gap-2">
          <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="small">
            Page {page} of {pageCount}
          </span>
          <Button size="sm" variant="outline-secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
