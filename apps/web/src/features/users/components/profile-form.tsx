import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { PROFILE_BLOOD_GROUPS, profileFields, type User } from '@tarmac/shared';
import { controlProps, FormField } from '../../../components/form-field';
import { ImageField } from '../../../components/image-input';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUpdateUser } from '../api/update-user';
import {
  changedFields,
  profileFieldNames,
  toProfileInput,
  type ProfileInput,
  type ProfileValues,
} from '../profile-form-values';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

type TextField = Exclude<keyof ProfileInput, 'profileImage' | 'bloodGroup' | 'name'>;

const textFields: { name: TextField; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: 'personalPhoneNumber', label: 'profile.phoneNumber', autoComplete: 'tel', type: 'tel' },
  { name: 'secondaryPhoneNumber', label: 'profile.secondaryPhoneNumber', autoComplete: 'off', type: 'tel' },
  { name: 'nationalId', label: 'profile.nationalId', autoComplete: 'off' },
  { name: 'presentAddress', label: 'profile.presentAddress', autoComplete: 'street-address', wide: true },
  { name: 'permanentAddress', label: 'profile.permanentAddress', autoComplete: 'off', wide: true },
];

export function ProfileForm({ user, onSaved }: { user: User; onSaved: (updated: User) => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileFields),
    defaultValues: toProfileInput(user),
  });
  const update = useUpdateUser();

  const onSubmit = (values: ProfileValues) =>
    update.mutate(
      { _id: user._id, ...changedFields(values, dirtyFields) },
      { onSuccess: onSaved, onError: (error) => applyFieldErrors(error, profileFieldNames, setError) },
    );

  const onReset = () => {
    update.reset();
    reset(toProfileInput(user));
  };

  const nameError = errors.name?.message;
  const bloodError = errors.bloodGroup?.message;

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Row>
        <Col md={6}>
          <FormField id="profile-name" label={t('profile.name')} error={nameError}>
            <Form.Control autoComplete="name" required {...controlProps('profile-name', nameError)} {...register('name')} />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField id="profile-email" label={t('profile.email')} hint={t('profile.emailFixed')}>
            <Form.Control type="email" value={user.email} disabled readOnly aria-describedby="profile-email-hint" />
          </FormField>
        </Col>
        {textFields.map((field) => {
          const id = `profile-${field.name}`;
          const error = errors[field.name]?.message;
          return (
            <Col key={field.name} md={field.wide ? 12 : 6}>
              <FormField id={id} label={t(field.label)} error={error}>
                <Form.Control
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  {...controlProps(id, error)}
                  {...register(field.name)}
                />
              </FormField>
            </Col>
          );
        })}
        <Col md={6}>
          <FormField id="profile-bloodGroup" label={t('profile.bloodGroup')} error={bloodError}>
            <Form.Select {...controlProps('profile-bloodGroup', bloodError)} {...register('bloodGroup')}>
              <option value="">{t('profile.selectBloodGroup')}</option>
              {PROFILE_BLOOD_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {group === 'Unknown' ? t('profile.bloodGroupUnknown') : group}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col md={6}>
          <ImageField control={control} name="profileImage" id="profile-profileImage" label={t('profile.profileImage')} removable />
        </Col>
      </Row>
      {update.isError && <Alert variant="danger">{errorMessage(update.error)}</Alert>}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button type="button" variant="outline-secondary" onClick={onReset} disabled={update.isPending}>
          {t('profile.reset')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('profile.save')}
        </Button>
        <Link to={paths.userProfile.getHref()} className="ms-sm-auto">
          {t('profile.showProfile')}
        </Link>
      </div>
    </Form>
  );
}
