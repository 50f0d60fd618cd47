import { Alert, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { packageBody, tierFromName, TIERS, type Created, type Package, type PackageBody } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { FormActions } from '../../../components/form-actions';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { packageFieldNames, type PackageInput, type PackageValues } from '../package-form-values';

interface PackageFormProps {
  defaults: PackageInput;
  save: UseMutationResult<Created<Package>, unknown, PackageBody>;
  onSaved: () => void;
}

const tierNames = { silver: 'Silver', gold: 'Gold', platinum: 'Platinum' } as const;

export function PackageForm({ defaults, save, onSaved }: PackageFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<PackageInput, unknown, PackageValues>({ resolver: zodResolver(packageBody), defaultValues: defaults });

  const onSubmit = (values: PackageValues) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => applyFieldErrors(error, packageFieldNames, setError),
    });

  const onReset = () => {
    save.reset();
    reset(defaults);
  };

  // "Gold Package" is gold: the tier follows the name until the admin picks one.
  const nameField = register('packageName', {
    onChange: (event: { target: { value: string } }) => {
      const tier = tierFromName(event.target.value);
      if (tier && !getFieldState('tier').isDirty) setValue('tier', tier);
    },
  });

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Row>
        <Col md={6}>
          <TextField id="package-name" label="Package name" error={errors.packageName?.message} {...nameField} />
        </Col>
        <Col md={6}>
          <SelectField id="package-tier" label="Tier" error={errors.tier?.message} {...register('tier')}>
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {tierNames[tier]}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col md={6}>
          <TextField id="package-bag-weight" label="Bag weight (kg)" inputMode="numeric" error={errors.bagWeight?.message} {...register('bagWeight')} />
        </Col>
        <Col md={6}>
          <TextField id="package-price" label="Package price (৳)" inputMode="numeric" error={errors.packagesPrice?.message} {...register('packagesPrice')} />
        </Col>
        <Col md={6}>
          <TextField id="package-facility-1" label="Facility 1" error={errors.packageFacility1?.message} {...register('packageFacility1')} />
        </Col>
        <Col md={6}>
          <TextField id="package-facility-2" label="Facility 2" error={errors.packageFacility2?.message} {...register('packageFacility2')} />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <TextField id="package-name-bn" label="Package name in Bangla (optional)" lang="bn" error={errors.packageNameBn?.message} {...register('packageNameBn')} />
        </Col>
        <Col md={4}>
          <TextField id="package-facility-1-bn" label="Facility 1 in Bangla" lang="bn" error={errors.packageFacility1Bn?.message} {...register('packageFacility1Bn')} />
        </Col>
        <Col md={4}>
          <TextField id="package-facility-2-bn" label="Facility 2 in Bangla" lang="bn" error={errors.packageFacility2Bn?.message} {...register('packageFacility2Bn')} />
        </Col>
      </Row>
      <fieldset className="border rounded-3 p-3 mb-3">
        <legend className="h6 float-none w-auto px-2 mb-0">Fare rules</legend>
        <Form.Check
          type="checkbox"
          id="package-refundable"
          className="mb-3"
          label="Refundable (money is given back on cancellation, less the refund fee)"
          isInvalid={!!errors.refundable}
          feedback={errors.refundable?.message}
          feedbackType="invalid"
          {...register('refundable')}
        />
        <Row>
          <Col md={4}>
            <TextField id="package-change-fee" label="Change fee (৳)" inputMode="numeric" error={errors.changeFee?.message} {...register('changeFee')} />
          </Col>
          <Col md={4}>
            <TextField
              id="package-refund-fee-before"
              label="Refund fee before 24 h (৳)"
              inputMode="numeric"
              error={errors.refundFeeBefore24h?.message}
              {...register('refundFeeBefore24h')}
            />
          </Col>
          <Col md={4}>
            <TextField
              id="package-refund-fee-within"
              label="Refund fee within 24 h (৳)"
              inputMode="numeric"
              error={errors.refundFeeWithin24h?.message}
              {...register('refundFeeWithin24h')}
            />
          </Col>
        </Row>
      </fieldset>
      {save.isError && <Alert variant="danger">{errorMessage(save.error)}</Alert>}
      <FormActions pending={save.isPending} onReset={onReset} link={{ to: paths.admin.packageList.getHref(), label: 'Package List' }} />
    </Form>
  );
}
