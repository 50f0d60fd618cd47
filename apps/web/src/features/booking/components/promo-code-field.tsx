import { useState } from 'react';
import { formatTk, type PromoCheckAnswer } from '@tarmac/shared';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';

/** A promo code the traveller applied, and what it takes off the estimated total. */
export interface AppliedPromo {
  code: string;
  discount: number;
}

interface PromoCodeFieldProps {
  /** What the code is checked against: the trip's first route, the travellers and the estimated total. */
  from: string;
  to: string;
  travellers: number;
  total: number;
  applied: AppliedPromo | null;
  onApplied: (promo: AppliedPromo | null) => void;
  /** The server's word on the code at booking (used up meanwhile…). */
  serverError?: string | undefined;
}

/**
 * The booking form's promo code (issue 31): checked with `GET /api/promo-codes/:code` before booking, so the
 * discount shows as a line of its own; the booking itself counts the code's uses.
 */
export function PromoCodeField({ from, to, travellers, total, applied, onApplied, serverError }: PromoCodeFieldProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const wanted = code.trim().toUpperCase();
    if (!wanted) return;
    setChecking(true);
    setProblem(null);
    try {
      const answer = await apiRequest<PromoCheckAnswer>(`/api/promo-codes/${encodeURIComponent(wanted)}`, { query: { from, to, travellers, total }, public: true });
      if (answer.applies) onApplied({ code: answer.code, discount: answer.discount ?? 0 });
      else setProblem(answer.reason ?? '');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  const shown = problem ?? serverError;
  return (
    <div className="mb-3">
      <label htmlFor="promo-code" className="form-label">
        {t('booking.promoCode')}
      </label>
      {applied ? (
        <div className="d-flex align-items-center gap-2">
          <span className="text-success" data-testid="promo-applied">
            {t('booking.promoApplied', { code: applied.code, amount: formatTk(applied.discount) })}
          </span>
          <button type="button" className="btn btn-link btn-sm" onClick={() => onApplied(null)}>
            {t('booking.promoRemove')}
          </button>
        </div>
      ) : (
        <div className="input-group has-validation">
          <input
            id="promo-code"
            className={shown ? 'form-control is-invalid' : 'form-control'}
            name="promoCode"
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
          />
          <button type="button" className="btn btn-outline-secondary" onClick={() => void apply()} disabled={checking}>
            {t('booking.promoApply')}
          </button>
          <div className="invalid-feedback">{shown}</div>
        </div>
      )}
    </div>
  );
}
