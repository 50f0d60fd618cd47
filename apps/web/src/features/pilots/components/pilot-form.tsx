import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { pilotBody } from '@tarmac/shared';
import { FormActions } from '../../../components/form-actions';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import type { PilotBody, PilotSaved } from '../api/create-pilot';

type PilotValues = z.output<typeof pilotBody>;

interface PilotFormProps {
  defaults: PilotBody;
  save: UseMutationResult<PilotSaved, unknown, PilotBody>;
  onSaved: () => void;
}

export function PilotForm({ defaults, save, onSaved }: PilotFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PilotBody, unknown, PilotValues>({ resolver: zodResolver(pilotBody), defaultValues: defaults });

  const onSubmit = (values: PilotValues) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, ['pilotName'], setError),
    });

  const onReset = () => {
    save.reset();
    reset(defaults);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField id="pilot-name" label="Pilot name" autoComplete="off" error={errors.pilotName?.message} {...register('pilotName')} />
      {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
      <FormActions pending={save.isPending} onReset={onReset} link={{ to: '/pilotList', label: 'Pilot List' }} />
    </Form>
  );
}
