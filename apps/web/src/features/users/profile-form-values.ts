import type { z } from 'zod';
import { PROFILE_BLOOD_GROUPS, profileFields, type BloodGroup, type User } from '@tarmac/shared';

export type ProfileInput = z.input<typeof profileFields>;
export type ProfileValues = z.output<typeof profileFields>;

export const profileFieldNames = Object.keys(profileFields.shape) as (keyof ProfileValues)[];

function isBloodGroup(value: string): value is BloodGroup {
  return (PROFILE_BLOOD_GROUPS as readonly string[]).includes(value);
}

/** The form's starting values: the user's current profile. */
export function toProfileInput(user: User): ProfileInput {
  return {
    name: user.name,
    personalPhoneNumber: user.personalPhoneNumber,
    secondaryPhoneNumber: user.secondaryPhoneNumber,
    nationalId: user.nationalId,
    presentAddress: user.presentAddress,
    permanentAddress: user.permanentAddress,
    profileImage: user.profileImage,
    bloodGroup: isBloodGroup(user.bloodGroup) ? user.bloodGroup : '',
  };
}

/** Only the fields the user touched, so an update never overwrites what it did not show as changed. */
export function changedFields(
  values: ProfileValues,
  dirty: Partial<Record<keyof ProfileValues, unknown>>,
): Partial<ProfileValues> {
  return Object.fromEntries(profileFieldNames.filter((name) => dirty[name]).map((name) => [name, values[name]]));
}
