import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '@tarmac/shared';
import { controlProps, FormField } from '../../../components/form-field';
import { t } from '../../../i18n/i18n';

const setPasswordSchema = z.object({ password: newPasswordSchema });
type SetPasswordValues = z.infer<typeof setPasswordSchema>;


export function SetPasswordForm({ pending, onSave }: { pending: boolean; onSave: (password: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordValues>({ resolver: zodResolver(setPasswordSchema), defaultValues: { password: '' } });

  return (
    <Form noValidate onSubmit={handleSubmit(({ password }) => onSave(password))}>
      <FormField id="new-password" label={t('auth.newPassword')} error={errors.password?.message} hint={t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}>
        <Form.Control
          type="password"
          autoComplete="new-password"
          required
          {...controlProps('new-password', errors.password?.message, t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH }))}
          {...register('password')}
        />
      </FormField>
      <div className="d-grid">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('auth.save')}
        </Button>
      </div>
    </Form>
  );
}
