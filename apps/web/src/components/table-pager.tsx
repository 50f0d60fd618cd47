import { Button } from 'react-bootstrap';
import { sentenceKey } from '@tarmac/shared';
import { currentLanguage } from '../i18n/language';
import { useSentence } from '../lib/sentence';

interface TablePagerProps {
  page: number;
  pageCount: number;
  first: number;
  shown: number;
  total: number;
  /** The total is the server's estimate (more than 10,000 rows match): said as "about 3.7 million". */
  estimated?: boolean;
  onPage: (page: number) => void;
  noun: string;
}

const count = new Intl.NumberFormat('en-US');

/** An estimated total in the page's language: "about 3.7 million", "প্রায় ৩৭ লাখ". */
function useAboutTotal(total: number, estimated: boolean): string | undefined {
  const language = currentLanguage();
  const compact = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });
  return useSentence(estimated ? sentenceKey('list.aboutTotal', { count: compact.format(total) }) : undefined);
}

/** "Showing 1–50 of 7,564 flights" (or "of about 3.7 million bookings") with Previous and Next. */
export function TablePager({ page, pageCount, first, shown, total, estimated = false, onPage, noun }: TablePagerProps) {
  const about = useAboutTotal(total, estimated);
  if (total === 0) return null;
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 my-3" aria-label={`Pages of ${noun}`}>
      <span className="text-body-secondary small" aria-live="polite">
        Showing {count.format(first + 1)}–{count.format(first + shown)} of {estimated ? about : count.format(total)} {noun}
      </span>
      {pageCount > 1 && (
        <div className="d-flex align-items-center gap-2">
          <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="small">{estimated ? `Page ${count.format(page)}` : `Page ${page} of ${pageCount}`}</span>
          <Button size="sm" variant="outline-secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
