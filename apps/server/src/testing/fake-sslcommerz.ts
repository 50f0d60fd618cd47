import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for SSLCommerz (v4 API) on 127.0.0.1, speaking the documented endpoints:
 * - POST /gwprocess/v4/api.php: opens a session → {status: SUCCESS, GatewayPageURL, sessionkey} or {status: FAILED, failedreason}.
 * - GET  /gwprocess/v4/gw.php?SESSIONKEY=: a bare payment page with Pay / Fail / Cancel (for browser tests); its
 *   buttons post the IPN to ipn_url and send the browser to success/fail/cancel_url with the same fields, as the real one.
 * - GET  /validator/api/validationserverAPI.php?val_id=: VALID the first time, VALIDATED afterwards, INVALID_TRANSACTION for unknown ids.
 * - GET  /validator/api/merchantTransIDvalidationAPI.php: by tran_id (transaction query), by sessionkey,
 *   bank_tran_id + refund_amount (refund) or refund_ref_id (refund query).
 * Wrong store credentials: FAILED (session) or APIConnect FAILED (the validator APIs).
 *
 * Tests drive it directly: `pay` / `fail` / `cancel` a session (optionally really POSTing the IPN), choose the
 * amount and currency the "bank" took, and make the next answer (of one API or any) broken.
 */
export interface FakeSslcommerzOptions {
  storeId?: string;
  storePassword?: string;
}

export interface FakeSession {
  sessionkey: string;
  tranId: string;
  /** Every field posted to open the session (the password replaced by ***). */
  fields: Record<string, string>;
}

export interface FakeTransaction {
  tranId: string;
  sessionkey: string;
  status: 'VALID' | 'FAILED' | 'CANCELLED';
  valId: string;
  bankTranId: string;
  /** What the store is credited, in BDT ("1500.00"). */
  amount: string;
  currencyType: string;
  currencyAmount: string;
  currencyRate: string;
  riskLevel: '0' | '1';
  tranDate: string;
  /** Times the validation API answered about it. */
  validations: number;
  refundedPaisa: number;
}

export interface FakeRefund {
  refundRefId: string;
  refundTransId: string;
  bankTranId: string;
  tranId: string;
  amount: string;
  status: 'refunded' | 'processing' | 'cancelled';
  initiatedOn: string;
  refundedOn: string;
  answer: Record<string, string>;
}

export interface PayOptions {
  /** What the bank took, as SSLCommerz writes it ("1500.00"); default: the session's total_amount. */
  amount?: string;
  /** The transaction's currency; default: the session's currency. */
  currency?: string;
  risky?: boolean;
  /** Really POST the IPN to the session's ipn_url. */
  postIpn?: boolean;
}

export interface Completion {
  transaction: FakeTransaction;
  /** The form SSLCommerz posts to ipn_url (and the browser to success/fail/cancel_url). */
  ipn: Record<string, string>;
  /** How ipn_url answered, when the IPN was posted (status 0: it could not be reached). */
  ipnDelivery?: { status: number; body: string };
}

type Answer = Record<string, unknown>;
/** `empty`: HTTP 200 with nothing in it, what merchants report of the validation API for payments that succeeded. */
type Breakage = 'non-json' | 'http-500' | 'hang' | 'empty';
/** Which API a breakage is for (any: the next call of any of them). */
type BrokenApi = 'any' | 'session' | 'validation' | 'query';
const apiOf: Record<string, BrokenApi> = {
  '/gwprocess/v4/api.php': 'session',
  '/validator/api/validationserverAPI.php': 'validation',
  '/validator/api/merchantTransIDvalidationAPI.php': 'query',
};

const FOREIGN_RATE = 120; // taka per unit of any other currency, for tests that pay in USD

export async function startFakeSslcommerz(options: FakeSslcommerzOptions = {}) {
  const storeId = options.storeId ?? 'tarmacfake0001';
  const storePassword = options.storePassword ?? 'tarmacfake0001@ssl';
  const sessions = new Map<string, FakeSession>();
  const transactions: FakeTransaction[] = [];
  const refunds: FakeRefund[] = [];
  const requests: { method: string; path: string; params: Record<string, string> }[] = [];
  const breakages: { kind: Breakage; api: BrokenApi }[] = [];
  let refundMode: 'success' | 'processing' | 'failed' = 'success';
  let baseUrl = '';

  const credentialsHold = (p: Record<string, string>) => p.store_id === storeId && p.store_passwd === storePassword;

  function openSession(p: Record<string, string>): Answer {
    if (!credentialsHold(p)) return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active', sessionkey: '', GatewayPageURL: '' };
    const required = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email', 'cus_add1', 'cus_city', 'cus_country', 'cus_phone', 'shipping_method', 'product_name', 'product_category', 'product_profile'];
    if (p.product_profile === 'airline-tickets') required.push('hours_till_departure', 'flight_type', 'pnr', 'journey_from_to', 'third_party_booking');
    const missing = required.find((k) => !p[k]);
    if (missing) return { status: 'FAILED', failedreason: `Invalid Information: ${missing} is missing`, sessionkey: '', GatewayPageURL: '' };
    const paisa = toPaisa(p.total_amount);
    if (paisa === null || paisa < 1000 || paisa > 50_000_000) {
      return { status: 'FAILED', failedreason: 'Invalid Information: total_amount must be between 10.00 and 500000.00', sessionkey: '', GatewayPageURL: '' };
    }
    if ((p.tran_id ?? '').length > 30) return { status: 'FAILED', failedreason: 'Invalid Information: tran_id is longer than 30 characters', sessionkey: '', GatewayPageURL: '' };
    const sessionkey = randomBytes(16).toString('hex').toUpperCase();
    sessions.set(sessionkey, { sessionkey, tranId: p.tran_id ?? '', fields: { ...p, store_passwd: '***' } });
    const gatewayPageUrl = `${baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`;
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      gw: { visa: '', master: '', amex: '', othercards: '', internetbanking: '', mobilebanking: '' },
      redirectGatewayURL: `${baseUrl}/gwprocess/v4/bankgw/indexhtml.php?SESSIONKEY=${sessionkey}`,
      directPaymentURLBank: '',
      directPaymentURLCard: '',
      directPaymentURL: '',
      redirectGatewayURLFailed: '',
      GatewayPageURL: gatewayPageUrl,
      storeBanner: '',
      storeLogo: '',
      desc: [],
      is_direct_pay_enable: '0',
    };
  }

  function latestSession(tranIdOrKey: string): FakeSession {
    const byKey = sessions.get(tranIdOrKey);
    if (byKey) return byKey;
    const found = [...sessions.values()].reverse().find((s) => s.tranId === tranIdOrKey);
    if (!found) throw new Error(`The fake SSLCommerz has no session for ${tranIdOrKey}.`);
    return found;
  }

  function record(session: FakeSession, status: FakeTransaction['status'], pay: PayOptions = {}): FakeTransaction {
    const currencyType = (pay.currency ?? session.fields.currency ?? 'BDT').toUpperCase();
    const currencyAmount = pay.amount ?? session.fields.total_amount ?? '0.00';
    const paisa = toPaisa(currencyAmount) ?? 0;
    const rate = currencyType === 'BDT' ? 1 : FOREIGN_RATE;
    const transaction: FakeTransaction = {
      tranId: session.tranId,
      sessionkey: session.sessionkey,
      status,
      valId: status === 'VALID' ? stamp() + randomId(10) : '',
      bankTranId: status === 'VALID' ? stamp() + randomId(8) : '',
      amount: fromPaisa(paisa * rate),
      currencyType,
      currencyAmount,
      currencyRate: rate.toFixed(4),
      riskLevel: pay.risky ? '1' : '0',
      tranDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      validations: 0,
      refundedPaisa: 0,
    };
    transactions.push(transaction);
    return transaction;
  }

  function ipnFields(t: FakeTransaction, session: FakeSession): Record<string, string> {
    const fields: Record<string, string> = {
      status: t.status,
      tran_date: t.tranDate,
      tran_id: t.tranId,
      val_id: t.valId,
      amount: t.amount,
      store_amount: fromPaisa(Math.round((toPaisa(t.amount) ?? 0) * 0.975)),
      currency: 'BDT',
      bank_tran_id: t.bankTranId,
      card_type: t.status === 'VALID' ? 'VISA-Dutch Bangla' : '',
      card_no: t.status === 'VALID' ? '418117XXXXXX6675' : '',
      card_issuer: t.status === 'VALID' ? 'TRUST BANK, LTD.' : '',
      card_brand: t.status === 'VALID' ? 'VISA' : '',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: t.currencyType,
      currency_amount: t.currencyAmount,
      currency_rate: t.currencyRate,
      base_fair: '0.00',
      value_a: session.fields.value_a ?? '',
      value_b: session.fields.value_b ?? '',
      value_c: session.fields.value_c ?? '',
      value_d: session.fields.value_d ?? '',
      risk_level: t.riskLevel,
      risk_title: t.riskLevel === '1' ? 'Risky' : 'Safe',
    };
    if (t.status === 'FAILED') fields.error = 'Declined by the issuing bank';
    // The documented signature: MD5 of the listed fields and the MD5 of the store password, sorted by name.
    const keys = Object.keys(fields);
    const signed: Record<string, string> = Object.fromEntries(keys.map((k) => [k, fields[k] ?? '']));
    signed.store_passwd = md5(storePassword);
    const hashString = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    fields.verify_sign = md5(hashString);
    fields.verify_key = keys.join(',');
    return fields;
  }

  async function complete(tranIdOrKey: string, status: FakeTransaction['status'], pay: PayOptions = {}): Promise<Completion> {
    const session = latestSession(tranIdOrKey);
    const transaction = record(session, status, pay);
    const ipn = ipnFields(transaction, session);
    const result: Completion = { transaction, ipn };
    if (pay.postIpn && session.fields.ipn_url) result.ipnDelivery = await postForm(session.fields.ipn_url, ipn);
    return result;
  }

  function validationAnswer(t: FakeTransaction, session: FakeSession | undefined): Answer {
    const ipn = ipnFields(t, session ?? { sessionkey: t.sessionkey, tranId: t.tranId, fields: {} });
    delete ipn.verify_sign;
    delete ipn.verify_key;
    return {
      ...ipn,
      status: t.validations === 0 ? 'VALID' : 'VALIDATED',
      emi_instalment: '0',
      emi_amount: '0.00',
      emi_description: '',
      emi_issuer: '',
      account_details: '',
      APIConnect: 'DONE',
      validated_on: new Date().toISOString().slice(0, 19).replace('T', ' '),
      gw_version: '',
    };
  }

  function validate(p: Record<string, string>): Answer {
    if (!credentialsHold(p)) return { APIConnect: 'FAILED' };
    const t = transactions.find((x) => x.status === 'VALID' && x.valId === p.val_id);
    if (!t) return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
    const answer = validationAnswer(t, sessions.get(t.sessionkey));
    t.validations += 1;
    return answer;
  }

  function elementOf(t: FakeTransaction): Answer {
    return {
      val_id: t.valId,
      status: t.status === 'VALID' ? (t.validations === 0 ? 'VALID' : 'VALIDATED') : t.status,
      validated_on: '',
      currency_type: t.currencyType,
      currency_amount: t.currencyAmount,
      currency_rate: t.currencyRate,
      base_fair: '0.00',
      value_a: sessions.get(t.sessionkey)?.fields.value_a ?? '',
      value_b: '',
      value_c: '',
      value_d: '',
      tran_date: t.tranDate,
      tran_id: t.tranId,
      amount: t.amount,
      store_amount: fromPaisa(Math.round((toPaisa(t.amount) ?? 0) * 0.975)),
      bank_tran_id: t.bankTranId,
      card_type: t.status === 'VALID' ? 'VISA-Dutch Bangla' : '',
      risk_title: t.riskLevel === '1' ? 'Risky' : 'Safe',
      risk_level: t.riskLevel,
      currency: 'BDT',
      bank_gw: 'DBBL',
      error: t.status === 'FAILED' ? 'Declined by the issuing bank' : '',
    };
  }

  function merchantQuery(p: Record<string, string>): Answer {
    if (!credentialsHold(p)) return { APIConnect: 'FAILED' };
    if (p.refund_ref_id) {
      const r = refunds.find((x) => x.refundRefId === p.refund_ref_id);
      if (!r) return { APIConnect: 'INVALID_REQUEST' };
      return { APIConnect: 'DONE', bank_tran_id: r.bankTranId, tran_id: r.tranId, initiated_on: r.initiatedOn, refunded_on: r.refundedOn, status: r.status, refund_ref_id: r.refundRefId };
    }
    if (p.bank_tran_id && p.refund_amount) return refund(p);
    if (p.tran_id) {
      const found = transactions.filter((t) => t.tranId === p.tran_id).map(elementOf);
      return { APIConnect: 'DONE', no_of_trans_found: found.length, element: found };
    }
    if (p.sessionkey) {
      const t = [...transactions].reverse().find((x) => x.sessionkey === p.sessionkey);
      if (!t) return { APIConnect: 'DONE', status: 'PENDING', sessionkey: p.sessionkey };
      return { ...elementOf(t), sessionkey: p.sessionkey, APIConnect: 'DONE' };
    }
    return { APIConnect: 'INVALID_REQUEST' };
  }

  function refund(p: Record<string, string>): Answer {
    const earlier = p.refund_trans_id ? refunds.find((r) => r.refundTransId === p.refund_trans_id) : undefined;
    if (earlier) return earlier.answer;
    const t = transactions.find((x) => x.status === 'VALID' && x.bankTranId === p.bank_tran_id);
    const fail = (errorReason: string) => ({ APIConnect: 'DONE', bank_tran_id: p.bank_tran_id ?? '', trans_id: t?.tranId ?? '', refund_ref_id: '', status: 'failed', errorReason });
    if (!t) return fail('No successful transaction has this bank_tran_id.');
    const paisa = toPaisa(p.refund_amount);
    if (paisa === null || paisa <= 0) return fail('The refund amount is not valid.');
    if (t.refundedPaisa + paisa > (toPaisa(t.amount) ?? 0)) return fail('The refund amount exceeds the amount left to refund.');
    if (refundMode === 'failed') return fail('The bank declined the refund.');
    t.refundedPaisa += paisa;
    const refundRefId = stamp() + randomId(6);
    const status = refundMode === 'success' ? 'success' : 'processing';
    const answer = { APIConnect: 'DONE', bank_tran_id: t.bankTranId, trans_id: t.tranId, refund_ref_id: refundRefId, status, errorReason: '' };
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    refunds.push({
      refundRefId,
      refundTransId: p.refund_trans_id ?? '',
      bankTranId: t.bankTranId,
      tranId: t.tranId,
      amount: fromPaisa(paisa),
      status: status === 'success' ? 'refunded' : 'processing',
      initiatedOn: now,
      refundedOn: status === 'success' ? now : '',
      answer,
    });
    return answer;
  }

  function paymentPage(sessionkey: string): string {
    const session = sessions.get(sessionkey);
    if (!session) return '<!doctype html><title>SSLCommerz</title><p>Invalid session.</p>';
    const button = (outcome: string, label: string) =>
      `<form method="post" action="/fake/complete"><input type="hidden" name="sessionkey" value="${escapeHtml(sessionkey)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html><head><meta charset="utf-8"><title>SSLCommerz (fake)</title></head><body>
<h1>SSLCommerz (fake)</h1><p>${escapeHtml(session.fields.product_name ?? '')}</p>
<p>Amount: <strong>${escapeHtml(session.fields.total_amount ?? '')} ${escapeHtml(session.fields.currency ?? '')}</strong></p>
${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</body></html>`;
  }

  async function completeFromPage(p: Record<string, string>): Promise<string> {
    const session = sessions.get(p.sessionkey ?? '');
    if (!session) return '<!doctype html><title>SSLCommerz</title><p>Invalid session.</p>';
    const status = p.outcome === 'pay' ? 'VALID' : p.outcome === 'fail' ? 'FAILED' : 'CANCELLED';
    const { ipn } = await complete(session.sessionkey, status, { postIpn: true });
    const target = status === 'VALID' ? session.fields.success_url : status === 'FAILED' ? session.fields.fail_url : session.fields.cancel_url;
    const inputs = Object.entries(ipn)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    // Like the real gateway, the browser goes back to the shop with a POST of the same fields.
    return `<!doctype html><html><body><form id="back" method="post" action="${escapeHtml(target ?? '')}">${inputs}<noscript><button>Continue</button></noscript></form><script>document.getElementById('back').submit()</script></body></html>`;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const params: Record<string, string> = Object.fromEntries(url.searchParams);
        if (req.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
        requests.push({ method: req.method ?? 'GET', path: url.pathname, params: { ...params, ...(params.store_passwd ? { store_passwd: '***' } : {}) } });

        if (url.pathname === '/gwprocess/v4/gw.php') return sendHtml(res, paymentPage(params.SESSIONKEY ?? ''));
        if (url.pathname === '/fake/complete' && req.method === 'POST') return sendHtml(res, await completeFromPage(params));

        const at = breakages.findIndex((b) => b.api === 'any' || b.api === apiOf[url.pathname]);
        const breakage = at >= 0 ? breakages.splice(at, 1)[0]!.kind : undefined;
        if (breakage === 'empty') return res.writeHead(200, { 'content-type': 'application/json' }).end();
        if (breakage === 'hang') return; // never answers: the caller's timeout must end the wait
        if (breakage === 'non-json') return sendHtml(res, '<html><body>Service Temporarily Unavailable</body></html>');
        if (breakage === 'http-500') return sendJson(res, { error: 'internal' }, 500);

        if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST') return sendJson(res, openSession(params));
        if (url.pathname === '/validator/api/validationserverAPI.php') return sendJson(res, validate(params));
        if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') return sendJson(res, merchantQuery(params));
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      })().catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    storeId,
    storePassword,
    sessions,
    transactions,
    refunds,
    /** Every call received, store password replaced by ***. */
    requests,
    /** The latest session opened for a tran_id (or the session of a sessionkey). */
    session: latestSession,
    /** The customer pays the session of `tranId` (or sessionkey). */
    pay: (tranId: string, pay?: PayOptions) => complete(tranId, 'VALID', pay),
    /** The customer's payment is declined. */
    fail: (tranId: string, opts?: { postIpn?: boolean }) => complete(tranId, 'FAILED', opts),
    /** The customer cancels on the payment page. */
    cancel: (tranId: string, opts?: { postIpn?: boolean }) => complete(tranId, 'CANCELLED', opts),
    /** How later refunds are answered: at once, processing (until `settleRefund`), or declined. */
    setRefundMode(mode: 'success' | 'processing' | 'failed') {
      refundMode = mode;
    },
    /** A processing refund completes. */
    settleRefund(refundRefId: string) {
      const r = refunds.find((x) => x.refundRefId === refundRefId);
      if (!r) throw new Error(`The fake SSLCommerz has no refund ${refundRefId}.`);
      r.status = 'refunded';
      r.refundedOn = new Date().toISOString().slice(0, 19).replace('T', ' ');
    },
    /** The next API answer (of `api`, or of any) is broken: an HTML page, an HTTP 500, an empty 200, or no answer at all. */
    breakNext(kind: Breakage, api: BrokenApi = 'any') {
      breakages.push({ kind, api });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeSslcommerz = Awaited<ReturnType<typeof startFakeSslcommerz>>;

async function postForm(url: string, fields: Record<string, string>): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: err instanceof Error ? err.message : String(err) };
  }
}

function sendJson(res: http.ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

function toPaisa(text: string | undefined): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

function fromPaisa(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

function stamp(): string {
  return new Date().toISOString().replace(/\D/g, '').slice(2, 14);
}

function randomId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
