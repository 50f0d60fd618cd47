import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
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
    <Form.Group className="mb-3" controlId="promo-code">
      <Form.Label>{t('booking.promoCode')}</Form.Label>
      {applied ? (
        <div className="d-flex align-items-center gap-2">
          <span className="text-success" data-testid="promo-applied">
            {t('booking.promoApplied', { code: applied.code, amount: formatTk(applied.discount) })}
          </span>
          <Button variant="link" size="sm" onClick={() => onApplied(null)}>
            {t('booking.promoRemove')}
          </Button>
        </div>
      ) : (
        <InputGroup hasValidation>
          <Form.Control
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
            isInvalid={!!shown}
          />
          <Button variant="outline-secondary" onClick={() => void apply()} disabled={checking}>
            {t('booking.promoApply')}
          </Button>
          <Form.Control.Feedback type="invalid">{shown}</Form.Control.Feedback>
        </InputGroup>
      )}
    </Form.Group>
  );
}
