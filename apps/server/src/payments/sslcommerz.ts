import { decimalToPaisa, takaToDecimal } from './amount.js';
import {
  InvalidCallbackError,
  PaymentProviderError,
  assertPaymentId,
  type PaidPayment,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type StartPaymentRequest,
  type StartedPayment,
  type UnpaidPayment,
  type VerifiedPayment,
} from './provider.js';

/**
 * SSLCommerz (v4 API, hosted payment page) over plain fetch.
 *
 * - Session: POST /gwprocess/v4/api.php (form) → {status: SUCCESS, GatewayPageURL, sessionkey}.
 * - Callbacks (IPN and the browser's POST to success/fail/cancel) are never trusted: a posted `val_id` is checked
 *   with the Order Validation API (validationserverAPI.php), whose own tran_id, amount, currency and bank_tran_id
 *   are used. When it does not validate, or the post is a FAILED/CANCELLED one, the Transaction Query API
 *   (merchantTransIDvalidationAPI.php?tran_id=) says what the provider really knows of that tran_id.
 * - The posted `verify_sign` (an MD5 over some fields and the MD5 of the store password) is not checked: the
 *   validation API is the authority, and a subtle difference in how a signature is computed would drop real
 *   payments, while a forged post can never get past validation anyway.
 * - Refunds: merchantTransIDvalidationAPI.php?bank_tran_id=&refund_amount=… and ?refund_ref_id= for their status.
 *
 * The store password travels in query strings (the documented protocol), so no URL is ever put in an error
 * message, and every text from the provider is scrubbed of the password before it is repeated.
 */
export interface SslcommerzSettings {
  storeId: string;
  storePassword: string;
  /** `https://securepay.sslcommerz.com` when true, `https://sandbox.sslcommerz.com` otherwise; `baseUrl` wins over both. */
  live?: boolean;
  /** Another address speaking the protocol (the local fake in tests). */
  baseUrl?: string;
  /** Longest wait for one call to SSLCommerz. */
  timeoutMs?: number;
}

export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

const paths = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  merchantQuery: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;

type Answer = Record<string, unknown>;

const validatedStatuses = new Set(['VALID', 'VALIDATED']);

export class SslcommerzProvider implements PaymentProvider {
  readonly name = 'sslcommerz' as const;
  readonly baseUrl: string;
  readonly #storeId: string;
  readonly #storePassword: string;
  readonly #timeoutMs: number;

  constructor(settings: SslcommerzSettings) {
    if (!settings.storeId || !settings.storePassword) {
      throw new Error('SSLCommerz needs a store id and a store password.');
    }
    this.baseUrl = (settings.baseUrl ?? (settings.live ? SSLCOMMERZ_LIVE_URL : SSLCOMMERZ_SANDBOX_URL)).replace(/\/+$/, '');
    this.#storeId = settings.storeId;
    this.#storePassword = settings.storePassword;
    this.#timeoutMs = settings.timeoutMs ?? 20_000;
  }

  async start(request: StartPaymentRequest): Promise<StartedPayment> {
    assertPaymentId(request.paymentId);
    const { customer, flight } = request;
    const form: Record<string, string> = {
      store_id: this.#storeId,
      store_passwd: this.#storePassword,
      total_amount: takaToDecimal(request.amount),
      currency: request.currency,
      tran_id: request.paymentId,
      success_url: request.urls.success,
      fail_url: request.urls.fail,
      cancel_url: request.urls.cancel,
      ipn_url: request.urls.ipn,
      emi_option: '0',
      cus_name: customer.name.slice(0, 50),
      cus_email: customer.email.slice(0, 50),
      // SSLCommerz requires an address and a phone; a booking may not have them.
      cus_add1: (customer.address ?? customer.city ?? 'Dhaka').slice(0, 50),
      cus_city: (customer.city ?? 'Dhaka').slice(0, 50),
      cus_country: (customer.country ?? 'Bangladesh').slice(0, 50),
      cus_phone: (customer.phone ?? 'N/A').slice(0, 20),
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: request.description.slice(0, 255),
      product_category: 'Air ticket',
      product_profile: flight ? 'airline-tickets' : 'general',
      value_a: request.pnr,
    };
    if (flight) {
      Object.assign(form, {
        hours_till_departure: `${Math.max(0, Math.floor(flight.hoursTillDeparture))} hrs`,
        flight_type: flight.type,
        pnr: request.pnr,
        journey_from_to: flight.journeyFromTo.slice(0, 256),
        third_party_booking: 'No',
      });
    }
    const answer = await this.#call('POST', paths.session, form, 'open a payment session');
    if (answer.status !== 'SUCCESS' || typeof answer.GatewayPageURL !== 'string' || !answer.GatewayPageURL) {
      const reason = text(answer.failedreason) || `status ${text(answer.status) || 'missing'}`;
      throw new PaymentProviderError(`SSLCommerz refused to open a payment session: ${this.#scrub(reason)}.`);
    }
    return { redirectUrl: answer.GatewayPageURL, sessionRef: text(answer.sessionkey) || undefined };
  }

  async verify(fields: Record<string, string>): Promise<VerifiedPayment> {
    const tranId = (fields.tran_id ?? '').trim();
    const valId = (fields.val_id ?? '').trim();
    if (!tranId) throw new InvalidCallbackError('The payment callback names no transaction (tran_id).');

    if (valId) {
      const paid = await this.#validate(valId);
      if (paid) return paid;
      // A val_id SSLCommerz does not vouch for: what does it know of the tran_id itself?
    }
    return this.#byTransactionId(tranId, (fields.status ?? '').trim().toUpperCase());
  }

  /** The Transaction Query API by tran_id, each completed attempt checked with the validation API. */
  async query(request: { paymentId: string }): Promise<VerifiedPayment> {
    return this.#byTransactionId(request.paymentId, '');
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!/^[A-Za-z0-9]{1,30}$/.test(request.refundId)) throw new RangeError('A refund id must be 1 to 30 letters or digits.');
    const answer = await this.#call(
      'GET',
      paths.merchantQuery,
      {
        bank_tran_id: request.providerRef,
        refund_trans_id: request.refundId,
        refund_amount: takaToDecimal(request.amount),
        refund_remarks: request.reason.slice(0, 255) || 'Refund',
        refe_id: request.paymentId,
        store_id: this.#storeId,
        store_passwd: this.#storePassword,
        v: '1',
        format: 'json',
      },
      'refund a payment',
    );
    this.#requireApiConnect(answer, 'refund a payment');
    const refundRef = text(answer.refund_ref_id) || undefined;
    const message = text(answer.errorReason) ? this.#scrub(text(answer.errorReason)) : undefined;
    switch (text(answer.status).toLowerCase()) {
      case 'success':
        return { status: 'done', refundRef, message };
      case 'processing':
        return { status: 'pending', refundRef, message };
      case 'failed':
        return { status: 'failed', refundRef, message: message ?? 'SSLCommerz refused the refund without a reason.' };
      default:
        throw new PaymentProviderError(`SSLCommerz answered a refund with an unknown status (${this.#scrub(text(answer.status) || 'none')}).`);
    }
  }

  async refundStatus(request: { refundRef: string }): Promise<RefundResult> {
    const answer = await this.#call(
      'GET',
      paths.merchantQuery,
      { refund_ref_id: request.refundRef, store_id: this.#storeId, store_passwd: this.#storePassword, v: '1', format: 'json' },
      'read a refund',
    );
    this.#requireApiConnect(answer, 'read a refund');
    const refundRef = text(answer.refund_ref_id) || request.refundRef;
    const message = text(answer.errorReason) ? this.#scrub(text(answer.errorReason)) : undefined;
    switch (text(answer.status).toLowerCase()) {
      case 'refunded':
        return { status: 'done', refundRef, message };
      case 'processing':
        return { status: 'pending', refundRef, message };
      case 'cancelled':
        return { status: 'failed', refundRef, message: message ?? 'SSLCommerz cancelled the refund.' };
      default:
        throw new PaymentProviderError(`SSLCommerz answered a refund query with an unknown status (${this.#scrub(text(answer.status) || 'none')}).`);
    }
  }

  /** The Order Validation API: a paid payment when SSLCommerz vouches for `valId`, otherwise null. */
  async #validate(valId: string): Promise<PaidPayment | null> {
    const answer = await this.#call(
      'GET',
      paths.validation,
      { val_id: valId, store_id: this.#storeId, store_passwd: this.#storePassword, v: '1', format: 'json' },
      'validate a payment',
    );
    this.#requireApiConnect(answer, 'validate a payment');
    if (!validatedStatuses.has(text(answer.status).toUpperCase())) return null;
    return this.#paidFrom(answer);
  }

  /** The Transaction Query API by tran_id: the provider's own record of every attempt at that transaction. */
  async #byTransactionId(tranId: string, postedStatus: string): Promise<VerifiedPayment> {
    const answer = await this.#call(
      'GET',
      paths.merchantQuery,
      { tran_id: tranId, store_id: this.#storeId, store_passwd: this.#storePassword, v: '1', format: 'json' },
      'look up a transaction',
    );
    this.#requireApiConnect(answer, 'look up a transaction');
    const elements = (Array.isArray(answer.element) ? answer.element : [])
      .filter((e): e is Answer => typeof e === 'object' && e !== null)
      .filter((e) => text(e.tran_id) === tranId);

    for (const element of elements) {
      if (validatedStatuses.has(text(element.status).toUpperCase()) && text(element.val_id)) {
        // Even the query's word is checked with the validation API, the one the documentation makes mandatory.
        const paid = await this.#validate(text(element.val_id));
        if (paid && paid.paymentId === tranId) return paid;
      }
    }

    const outcomes = elements.map((e) => unpaidOutcome(text(e.status).toUpperCase())).filter((o) => o !== null);
    const posted = unpaidOutcome(postedStatus);
    const outcome = posted && outcomes.includes(posted) ? posted : outcomes[0];
    const raw = sanitize(answer);
    if (!outcome) {
      return unpaid('unconfirmed', tranId, 'SSLCommerz does not confirm any completed attempt at this transaction.', raw);
    }
    const at = text(elements.find((e) => unpaidOutcome(text(e.status).toUpperCase()) === outcome)?.tran_date);
    return { ...unpaid(outcome, tranId, `SSLCommerz reports this transaction ${outcome === 'failed' ? 'failed' : 'cancelled or expired'}.`, raw), ...(at ? { at } : {}) };
  }

  #paidFrom(answer: Answer): PaidPayment {
    const paymentId = text(answer.tran_id);
    // currency_type/currency_amount are what the transaction was opened in; amount/currency what the store is credited.
    const currency = text(answer.currency_type) || text(answer.currency);
    const amountText = text(answer.currency_type) ? text(answer.currency_amount) : text(answer.amount);
    const amountPaisa = decimalToPaisa(amountText);
    const providerRef = text(answer.bank_tran_id);
    if (!paymentId || amountPaisa === null || !currency || !providerRef) {
      throw new PaymentProviderError('SSLCommerz validated a payment but its answer lacks the transaction id, amount, currency or bank reference.');
    }
    return {
      outcome: 'paid',
      paymentId,
      amountPaisa,
      amountText,
      currency: currency.toUpperCase(),
      providerRef,
      risky: text(answer.risk_level) === '1',
      ...(text(answer.tran_date) ? { at: text(answer.tran_date) } : {}),
      raw: sanitize(answer),
    };
  }

  #requireApiConnect(answer: Answer, what: string): void {
    const apiConnect = text(answer.APIConnect);
    if (!apiConnect || apiConnect === 'DONE') return;
    const why: Record<string, string> = {
      FAILED: 'it refused the store id or password',
      INACTIVE: 'the store or its API user is inactive',
      INVALID_REQUEST: 'it called the request invalid',
    };
    throw new PaymentProviderError(`SSLCommerz would not ${what}: ${why[apiConnect] ?? `APIConnect ${this.#scrub(apiConnect)}`}.`);
  }

  /** One call; any failure becomes a PaymentProviderError with a sentence that names neither the URL nor the password. */
  async #call(method: 'GET' | 'POST', path: string, params: Record<string, string>, what: string): Promise<Answer> {
    const url = new URL(this.baseUrl + path);
    const init: RequestInit = { method, headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.#timeoutMs), redirect: 'error' };
    if (method === 'GET') url.search = new URLSearchParams(params).toString();
    else init.body = new URLSearchParams(params);

    let response: Response;
    let body: string;
    try {
      response = await fetch(url, init);
      body = await response.text();
    } catch (err) {
      throw new PaymentProviderError(`SSLCommerz could not be reached to ${what} (${describeNetworkError(err)}).`);
    }
    if (!response.ok) throw new PaymentProviderError(`SSLCommerz answered HTTP ${response.status} when asked to ${what}.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new PaymentProviderError(`SSLCommerz answered something other than JSON when asked to ${what}.`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new PaymentProviderError(`SSLCommerz answered JSON that is not an object when asked to ${what}.`);
    }
    return parsed as Answer;
  }

  #scrub(message: string): string {
    let out = message;
    for (const secret of [this.#storePassword, encodeURIComponent(this.#storePassword)]) {
      if (secret) out = out.split(secret).join('***');
    }
    return out.slice(0, 300);
  }
}

function unpaidOutcome(status: string): 'failed' | 'cancelled' | null {
  if (status === 'FAILED') return 'failed';
  if (status === 'CANCELLED' || status === 'EXPIRED' || status === 'UNATTEMPTED') return 'cancelled';
  return null;
}

function unpaid(outcome: UnpaidPayment['outcome'], paymentId: string, reason: string, raw: Record<string, unknown>): UnpaidPayment {
  return { outcome, paymentId, reason, raw };
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The provider's answer without anything that looks like a credential, for storing and logging. */
function sanitize(answer: Answer): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer).filter(([key]) => !/passw|store_pass|secret/i.test(key)));
}

function describeNetworkError(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'no answer in time';
    const code = (err.cause as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') return code;
  }
  return 'network error';
}
