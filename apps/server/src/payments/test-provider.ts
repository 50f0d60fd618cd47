import { createHmac, timingSafeEqual } from 'node:crypto';
import { decimalToPaisa, takaToDecimal } from './amount.js';
import {
  InvalidCallbackError,
  PaymentProviderError,
  assertPaymentId,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type StartPaymentRequest,
  type StartedPayment,
  type VerifiedPayment,
} from './provider.js';

/**
 * The `test` provider: no money moves. `start` sends the browser to our own TEST MODE page
 * (`/payments/test/<paymentId>`), whose Pay / Fail / Cancel buttons post `{outcome}` to
 * `POST /api/payments/test/:paymentId/complete`.
 *
 * Design: that route plays the part of the payment gateway. It reads the payment's amount and currency from our
 * database and asks this provider for `completionFields(...)`: callback fields signed with an HMAC-SHA256 key
 * derived from the `signingKey` setting. It then hands them to the same callback code a real provider's IPN
 * goes through, which calls `verify`. `verify` recomputes the signature, so fields that this server did not
 * issue (forged, or altered in amount, currency or outcome) come out `unconfirmed`, exactly as an SSLCommerz
 * IPN that fails validation does, and never count as paid.
 *
 * Nothing is kept in memory: the signature carries everything `verify` needs, so with the same `signingKey`
 * (e.g. JWT_SECRET, which every process shares; a purpose-specific key is derived from it) any app process on
 * the shared PostgreSQL database verifies what any other issued. Replaying signed fields gives the same answer
 * again, which the caller's "a callback seen twice changes nothing" rule already absorbs. Refunds are
 * answered `done` at once, with a reference derived from the refund id (a retry gives the same reference).
 */
export interface TestProviderSettings {
  /** At least 32 characters; the same on every process (JWT_SECRET will do: a purpose-specific key is derived). */
  signingKey: string;
  /** The site's address, to make an absolute redirect URL; without it the URL is a path on the same site. */
  publicUrl?: string;
  /**
   * This provider's own records: the TEST MODE page is ours, so what it completed is what our payments table keeps of
   * the signed completion (`raw`, as `verify` answered it). Without it, `query` confirms nothing.
   */
  records?: (paymentId: string) => Promise<TestPaymentRecord | null>;
}

/** What the payments table keeps of a TEST MODE completion: `verify`'s raw answer and when it was recorded. */
export interface TestPaymentRecord {
  raw: Record<string, unknown> | null;
  updatedAt: Date;
}

export type TestOutcome = 'paid' | 'failed' | 'cancelled';

/** The signed fields, in signing order. Anything else posted alongside is ignored. */
const signedKeys = ['provider', 'payment_id', 'outcome', 'amount', 'currency', 'provider_ref'] as const;
const outcomes: readonly string[] = ['paid', 'failed', 'cancelled'] satisfies TestOutcome[];

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly #key: Buffer;
  readonly #publicUrl: string;
  readonly #records: TestProviderSettings['records'];

  constructor(settings: TestProviderSettings) {
    if (!settings.signingKey || settings.signingKey.length < 32) {
      throw new Error('The test payment provider needs a signing key of at least 32 characters.');
    }
    this.#key = createHmac('sha256', settings.signingKey).update('tarmac test payment provider v1').digest();
    this.#publicUrl = (settings.publicUrl ?? '').replace(/\/+$/, '');
    this.#records = settings.records;
  }

  async start(request: StartPaymentRequest): Promise<StartedPayment> {
    assertPaymentId(request.paymentId);
    takaToDecimal(request.amount); // refuses what no real provider would take
    return { redirectUrl: `${this.#publicUrl}/payments/test/${encodeURIComponent(request.paymentId)}`, sessionRef: `test-${request.paymentId}` };
  }

  /**
   * The callback fields the TEST MODE page's choice stands for, signed. The caller takes `amount` and `currency`
   * from its own record of the payment, never from the browser.
   */
  completionFields(completion: { paymentId: string; amount: number; currency: string; outcome: TestOutcome }): Record<string, string> {
    assertPaymentId(completion.paymentId);
    if (!outcomes.includes(completion.outcome)) throw new RangeError(`A test payment ends paid, failed or cancelled, not ${String(completion.outcome)}.`);
    const fields: Record<string, string> = {
      provider: 'test',
      payment_id: completion.paymentId,
      outcome: completion.outcome,
      amount: takaToDecimal(completion.amount),
      currency: completion.currency,
      provider_ref: `TEST-${completion.paymentId}`,
    };
    fields.signature = this.#sign(fields);
    return fields;
  }

  async verify(fields: Record<string, string>): Promise<VerifiedPayment> {
    const paymentId = (fields.payment_id ?? '').trim();
    if (!paymentId) throw new InvalidCallbackError('The payment callback names no payment (payment_id).');
    const raw = Object.fromEntries(signedKeys.map((k) => [k, fields[k] ?? null]));
    if (!this.#signatureHolds(fields)) {
      return { outcome: 'unconfirmed', paymentId, reason: 'The test payment fields were not issued by this server (bad signature).', raw };
    }
    const outcome = fields.outcome as TestOutcome;
    if (outcome !== 'paid') {
      return { outcome, paymentId, reason: `The test payment was ${outcome} on the TEST MODE page.`, raw };
    }
    const amountText = fields.amount ?? '';
    const amountPaisa = decimalToPaisa(amountText);
    if (amountPaisa === null) throw new InvalidCallbackError('The signed test payment carries no readable amount.');
    return {
      outcome: 'paid',
      paymentId,
      amountPaisa,
      amountText,
      currency: fields.currency ?? '',
      providerRef: fields.provider_ref ?? `TEST-${paymentId}`,
      risky: false,
      raw,
    };
  }

  /**
   * This provider's record of a payment is the TEST MODE page's completion, which settles the payment there and
   * then and is kept in our payments table (`records`): a payment never completed on the page (a started one, or
   * one closed by reconciliation) is confirmed as nothing.
   */
  async query(request: { paymentId: string }): Promise<VerifiedPayment> {
    assertPaymentId(request.paymentId);
    const record = await this.#records?.(request.paymentId);
    const raw = record?.raw;
    const completed = raw && raw.provider === 'test' && raw.payment_id === request.paymentId && typeof raw.outcome === 'string' && outcomes.includes(raw.outcome);
    if (!record || !raw || !completed) {
      return { outcome: 'unconfirmed', paymentId: request.paymentId, reason: 'The TEST MODE page was never completed for this payment.', raw: { provider: 'test', payment_id: request.paymentId } };
    }
    const at = record.updatedAt.toISOString();
    const outcome = raw.outcome as TestOutcome;
    if (outcome !== 'paid') return { outcome, paymentId: request.paymentId, reason: `The test payment was ${outcome} on the TEST MODE page.`, at, raw };
    const amountText = typeof raw.amount === 'string' ? raw.amount : '';
    const amountPaisa = decimalToPaisa(amountText);
    if (amountPaisa === null) throw new PaymentProviderError('The recorded test payment carries no readable amount.');
    const providerRef = typeof raw.provider_ref === 'string' ? raw.provider_ref : `TEST-${request.paymentId}`;
    const currency = typeof raw.currency === 'string' ? raw.currency : '';
    return { outcome: 'paid', paymentId: request.paymentId, amountPaisa, amountText, currency, providerRef, risky: false, at, raw };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    takaToDecimal(request.amount);
    return { status: 'done', refundRef: `TEST-REFUND-${request.refundId}` };
  }

  async refundStatus(request: { refundRef: string }): Promise<RefundResult> {
    return { status: 'done', refundRef: request.refundRef };
  }

  #sign(fields: Record<string, string>): string {
    // JSON of the values in a fixed order: no two different field sets share a signed text.
    const payload = JSON.stringify(signedKeys.map((k) => fields[k] ?? null));
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }

  #signatureHolds(fields: Record<string, string>): boolean {
    const given = Buffer.from(fields.signature ?? '', 'utf8');
    const expected = Buffer.from(this.#sign(fields), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected) && fields.provider === 'test' && outcomes.includes(fields.outcome ?? '');
  }
}

/** Narrows the configured provider to the test one, for the route that completes TEST MODE payments. */
export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider instanceof TestPaymentProvider;
}
