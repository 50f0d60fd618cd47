import { t } from '../i18n/i18n';

export interface DetailRow<T> {
  label: string;
  value: (item: T) => string;
}

/** A label/value list of one record; empty values read 'Not given'. */
export function DetailsList<T>({ item, rows }: { item: T; rows: readonly DetailRow<T>[] }) {
  return (
    <dl className="mb-0">
      {rows.map((row) => {
        const value = row.value(item);
        return (
          <div key={row.label} className="row">
            <dt className="col-sm-4 text-body-secondary fw-normal">{row.label}</dt>
            <dd className="col-sm-8 text-break">{value || <span className="text-body-secondary">{t('common.notGiven')}</span>}</dd>
          </div>
        );
      })}
    </dl>
  );
}
