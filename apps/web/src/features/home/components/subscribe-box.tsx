import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldMessages } from '../../../lib/form-errors';
import { useCheckedForm, type FieldMessages } from '../../../lib/use-checked-form';
import { useState } from 'react';
import { subscribe } from '../api/subscribe';
import { t } from '../../../i18n/i18n';
import { useSentence } from '../../../lib/sentence';

interface SubscribeValues {
  email: string;
}

/** The check (and zod with it) loads when the visitor submits, not with the page. */
async function check(values: SubscribeValues): Promise<FieldMessages> {
  const { checkSubscribeEmail } = await import('../subscribe-validation');
  const result = checkSubscribeEmail(values.email);
  return result.ok ? {} : { email: result.message };
}

/** SPEC §2 subscribe box: the server's answer is toasted; its field errors show beside the field. */
export function SubscribeBox() {
  const [sending, setSending] = useState(false);
  const { form, values, errors, setErrors, change, handleSubmit, reset } = useCheckedForm<SubscribeValues>({ email: '' }, check);
  const error = errors.email;
  const message = useSentence(error);

  const onSubmit = async ({ email }: SubscribeValues) => {
    const { checkSubscribeEmail } = await import('../subscribe-validation');
    const checked = checkSubscribeEmail(email);
    if (!checked.ok) return;
    setSending(true);
    try {
      const { message } = await subscribe({ email: checked.email });
      toast.success(message);
      reset({ email: '' });
    } catch (failure) {
      const messages = serverFieldMessages(failure, ['email']);
      if (messages) setErrors((current) => ({ ...current, ...messages }));
      else toast.error(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="subscribe-box rounded-4 p-4 p-md-5 text-center" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="h3 fw-bold">
        {t('subscribe.title')}
      </h2>
      <p className="mb-4">{t('subscribe.text')}</p>
      <form ref={form} noValidate onSubmit={handleSubmit(onSubmit)} className="subscribe-form mx-auto text-start">
        <label htmlFor="subscribe-email" className="form-label visually-hidden">
          {t('subscribe.email')}
        </label>
        <div className="input-group has-validation">
          <input
            id="subscribe-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={error ? 'form-control is-invalid' : 'form-control'}
            aria-invalid={!!error}
            aria-describedby={error ? 'subscribe-email-error' : undefined}
            value={values.email}
            onChange={(event) => change('email', { email: event.currentTarget.value })}
          />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('subscribe.button')}
          </button>
          {error && (
            <div className="invalid-feedback" id="subscribe-email-error">
              {message}
            </div>
          )}
        </div>
      </form>
    </section>
  );
}
