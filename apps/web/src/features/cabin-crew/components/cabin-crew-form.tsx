import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { cabinCrewBody } from '@tarmac/shared';
import { FormActions } from '../../../components/form-actions';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import type { CabinCrewBody, CabinCrewSaved } from '../api/create-cabin-crew-member';

type CabinCrewValues = z.output<typeof cabinCrewBody>;

interface CabinCrewFormProps {
  defaults: CabinCrewBody;
  save: UseMutationResult<CabinCrewSaved, unknown, CabinCrewBody>;
  onSaved: () => void;
}

export function CabinCrewForm({ defaults, save, onSaved }: CabinCrewFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CabinCrewBody, unknown, CabinCrewValues>({ resolver: zodResolver(cabinCrewBody), defaultValues: defaults });

  const onSubmit = (values: CabinCrewValues) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, ['cabinCrewName'], setError),
    });

  const onReset = () => {
    save.reset();
    reset(defaults);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField id="cabin-crew-name" label="Cabin crew name" autoComplete="off" error={errors.cabinCrewName?.message} {...register('cabinCrewName')} />
      {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
      <FormActions pending={save.isPending} onReset={onReset} link={{ to: '/cabinCrueList', label: 'CabinCrue List' }} />
    </Form>
  );
}
