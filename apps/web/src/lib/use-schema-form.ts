import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * react-hook-form over a shared zod schema (the one the server checks the request with): its input is what the
 * form holds, its output what is sent. `errors` is formState's, read here so the form subscribes to it.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema), defaultValues });
  return { ...form, errors: form.formState.errors };
}
