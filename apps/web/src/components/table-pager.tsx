import { useEffect, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { t } from '../i18n/i18n';
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
  /** First, Last and a page number to go to (a list paged by number: useServerList's `jumps`). */
  jumps?: boolean;
}

/** Whole numbers as the page's language writes them: "7,564", "৭,৫৬৪". */
const counter = (language: string) => new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US');

/** An estimated total in the page's language: "about 3.7 million", "প্রায় ৩৭ লাখ". */
function useAboutTotal(total: number, estimated: boolean): string | undefined {
  const language = currentLanguage();
  const compact = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });
  return useSentence(estimated ? sentenceKey('list.aboutTotal', { count: compact.format(total) }) : undefined);
}

/**
 * "Showing 1–50 of 7,564 flights" (or "of about 3.7 million bookings") with Previous and Next; with `jumps`, also
 * First, a page number to go to, and Last.
 */
export function TablePager({ page, pageCount, first, shown, total, estimated = false, onPage, noun, jumps = false }: TablePagerProps) {
  const about = useAboutTotal(total, estimated);
  const count = counter(currentLanguage());
  if (total === 0) return null;
  const previous = (
    <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
      {t('pager.previous')}
    </Button>
  );
  const next = (
    <Button size="sm" variant="outline-secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
      {t('pager.next')}
    </Button>
  );
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 my-3" aria-label={t('pager.pagesOf', { noun })}>
      <span className="text-body-secondary small" aria-live="polite">
        {t('pager.showing', { from: count.format(first + 1), to: count.format(first + shown), total: (estimated ? about : undefined) ?? count.format(total), noun })}
      </span>
      {pageCount > 1 &&
        (jumps ? (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(1)}>
              {t('pager.first')}
            </Button>
            {previous}
            <PageNumber page={page} pageCount={pageCount} estimated={estimated} onPage={onPage} noun={noun} />
            {next}
            <Button size="sm" variant="outline-secondary" disabled={page >= pageCount} onClick={() => onPage(pageCount)}>
              {t('pager.last')}
            </Button>
          </div>
        ) : (
          <div className="d-flex align-items-center gap-2">
            {previous}
            <span className="small">{estimated ? t('pager.pageN', { page: count.format(page) }) : t('pager.pageOfPages', { page: count.format(page), pages: count.format(pageCount) })}</span>
            {next}
          </div>
        ))}
    </nav>
  );
}

/** A list paged by number (issue 35): the page to go to, typed, of how many. */
function PageNumber({ page, pageCount, estimated, onPage, noun }: Pick<TablePagerProps, 'page' | 'pageCount' | 'onPage' | 'noun'> & { estimated: boolean }) {
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = Number(typed);
    if (Number.isInteger(wanted) && wanted >= 1) onPage(Math.min(wanted, pageCount));
    else setTyped(String(page));
  };
  const pages = counter(currentLanguage()).format(pageCount);
  return (
    <Form onSubmit={go} className="d-flex align-items-center gap-1 small">
      <Form.Label htmlFor={`page-of-${noun}`} className="mb-0">
        {t('pager.page')}
      </Form.Label>
      <Form.Control
        id={`page-of-${noun}`}
        size="sm"
        type="number"
        min={1}
        max={pageCount}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        className="pager-number"
      />
      <span className="text-nowrap">{estimated ? t('pager.ofAbout', { pages }) : t('pager.of', { pages })}</span>
      <Button type="submit" size="sm" variant="outline-secondary">
        {t('pager.go')}
      </Button>
    </Form>
  );
}
