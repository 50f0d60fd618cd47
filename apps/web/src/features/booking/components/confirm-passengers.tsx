import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { splitName, type Traveller } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { returnStateFor } from '../../../lib/return-path';
import { Said } from '../../../components/said';
import { blankPassenger, type ConfirmValues } from '../fare-estimate';
import { PassengerFields } from './passenger-fields';
import { t } from '../../../i18n/i18n';
import { rich, slot } from '../../../i18n/rich';

interface ConfirmPassengersProps {
  control: Control<ConfirmValues, unknown, unknown>;
  register: UseFormRegister<ConfirmValues>;
  errors?: FieldErrors<ConfirmValues>['passengers'];
  setName: (index: number, names: { firstName: string; lastName: string }, traveller?: Traveller) => void;
  international: boolean;
  signedIn: boolean;
  /** The signed-in user's saved travellers, to fill names from. */
  saved: Traveller[];
}

/** Who flies: a block per passenger, infants added on laps (at most one per adult), and the party's own message. */
export function ConfirmPassengers({ control, register, errors, setName, international, signedIn, saved }: ConfirmPassengersProps) {
  const location = useLocation();
  const passengers = useFieldArray({ control, name: 'passengers' });
  const types = useWatch({ control, name: 'passengers' }).map((p) => p.type);
  const adults = types.filter((type) => type === 'adult').length;
  const infants = types.filter((type) => type === 'infant').length;
  // The party's message (e.g. more infants than adults): the server says it under 'passengers', the form at its root.
  const partyError = errors?.root?.message ?? errors?.message;

  return (
    <>
      <h2 className="h5 mb-3">{t('booking.passengers')}</h2>
      {!signedIn && (
        <p className="small text-body-secondary">
          {rich(t('booking.noAccountLogIn', { link: slot('link') }), {
            link: (
              <Link to={paths.auth.login.getHref()} state={returnStateFor(location)}>
                {t('booking.logIn')}
              </Link>
            ),
          })}
        </p>
      )}
      {international && (
        <p className="small" data-testid="international-note">
          {t('booking.internationalPassportNote')}
        </p>
      )}
      {passengers.fields.map((field, index) => (
        <PassengerFields
          key={field.id}
          index={index}
          type={types[index] ?? field.type}
          international={international}
          register={register}
          errors={errors?.[index]}
          saved={saved}
          onPickSaved={(traveller: Traveller) => setName(index, splitName(traveller.name), traveller)}
          onRemove={field.type === 'infant' ? () => passengers.remove(index) : undefined}
        />
      ))}
      <button type="button" className="btn btn-outline-primary btn-sm mb-3" disabled={infants >= adults} onClick={() => passengers.append(blankPassenger('infant'))}>
        {t('booking.addInfant')}
      </button>
      {infants >= adults && <p className="small text-body-secondary">{t('booking.infantLimitNote')}</p>}
      {partyError && (
        <div className="alert alert-danger" role="alert">
          <Said text={partyError} />
        </div>
      )}
    </>
  );
}
