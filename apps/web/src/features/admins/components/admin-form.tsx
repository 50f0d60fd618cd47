import { Alert, Form } from 'react-bootstrap';
import { useSchemaForm } from '../../../lib/use-schema-form';
import type { z } from 'zod';
import { adminBody, PASSWORD_MIN_LENGTH, type Created, type User } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { FormActions } from '../../../components/form-actions';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCreateAdmin, type AdminBody } from '../api/create-admin';

type AdminValues = z.output<typeof adminBody>;

const empty: AdminBody = { name: '', email: '', password: '' };

export function AdminForm({ onSaved }: { onSaved: (answer: Created<User>) => void }) {
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(adminBody, empty);
  const create = useCreateAdmin();

  const onSubmit = (values: AdminValues) =>
    create.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, ['name', 'email', 'password'], setError),
    });

  const onReset = () => {
    create.reset();
    reset(empty);
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField id="admin-name" label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField id="admin-email" label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField
        id="admin-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      {create.isError && <Alert variant="danger">{errorMessage(create.error)}</Alert>}
      <FormActions pending={create.isPending} onReset={onReset} link={{ to: paths.admin.adminList.getHref(), label: 'Admin List' }} />
    </Form>
  );
}
