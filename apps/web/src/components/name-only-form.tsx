import { Alert, Form } from 'react-bootstrap';
import { useSchemaForm } from '../lib/use-schema-form';
import type { Path } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { FormActions } from './form-actions';
import { TextField } from './text-field';
import { errorMessage } from '../lib/api-client';
import { applyFieldErrors } from '../lib/form-errors';

type NameBody<F extends string> = Record<F, string>;

interface NameOnlyFormProps<F extends string, Saved> {
  /** The one field, e.g. 'pilotName'. */
  field: F;
  label: string;
  schema: z.ZodType<NameBody<F>, NameBody<F>>;
  list: { to: string; label: string };
  defaults: NameBody<F>;
  save: UseMutationResult<Saved, unknown, NameBody<F>>;
  onSaved: () => void;
}

/** The add/update form of a record that is only a name (pilots, cabin crew). */
export function NameOnlyForm<F extends string, Saved>({ field, label, schema, list, defaults, save, onSaved }: NameOnlyFormProps<F, Saved>) {
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(schema, defaults as never);
  const name = field as unknown as Path<NameBody<F>>;

  const onSubmit = (values: NameBody<F>) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, [name], setError),
    });

  const onReset = () => {
    save.reset();
    reset(defaults as never);
  };

  const fieldError = (errors as Partial<Record<string, { message?: string }>>)[field]?.message;
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField id={`${field}-input`} label={label} autoComplete="off" error={fieldError} {...register(name)} />
      {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
      <FormActions pending={save.isPending} onReset={onReset} link={list} />
    </Form>
  );
}
