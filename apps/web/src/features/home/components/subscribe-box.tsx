import { Button, Form, InputGroup, Spinner } from 'react-bootstrap';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useSubscribe } from '../api/subscribe';

interface SubscribeValues {
  email: string;
}

const resolver: Resolver<SubscribeValues> = async (values): Promise<ResolverResult<SubscribeValues>> => {
  const { checkSubscribeEmail } = await import('../subscribe-validation');
  const check = checkSubscribeEmail(values.email);
  if (check.ok) return { values: { email: check.email }, errors: {} };
  return { values: {}, errors: { email: { type: 'validate', message: check.message } } };
};

/** SPEC §2 subscribe box: the server's answer is toasted; its field errors show beside the field. */
export function SubscribeBox() {
  const subscribe = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SubscribeValues>({ resolver, defaultValues: { email: '' } });
  const error = errors.email?.message;

  const onSubmit = (values: SubscribeValues) => {
    subscribe.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        reset({ email: '' });
      },
      onError: (failure) => {
        if (!applyFieldErrors(failure, ['email'], setError)) toast.error(errorMessage(failure));
      },
    });
  };

  return (
    <section className="subscribe-box rounded-4 p-4 p-md-5 text-center" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="h3 fw-bold">
        Get our offers first
      </h2>
      <p className="mb-4">Subscribe and we will e-mail you new routes and fare offers. No spam, unsubscribe any time.</p>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} className="subscribe-form mx-auto text-start">
        <Form.Label htmlFor="subscribe-email" className="visually-hidden">
          Email address
        </Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            id="subscribe-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            isInvalid={!!error}
            aria-invalid={!!error}
            aria-describedby={error ? 'subscribe-email-error' : undefined}
            {...register('email')}
          />
          <Button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Subscribe
          </Button>
          {error && (
            <Form.Control.Feedback type="invalid" id="subscribe-email-error">
              {error}
            </Form.Control.Feedback>
          )}
        </InputGroup>
      </Form>
    </section>
  );
}
