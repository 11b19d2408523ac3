import { profileUpdateSchema } from '@stride/contracts';
import { z } from 'zod';

const { firstName, lastName, location, dateOfBirth, sex, preferredDistances } = profileUpdateSchema.shape;

/**
 * Profile setup asks for every personal detail before it saves: the profile update's own fields and
 * messages (contracts), each required here.
 */
export const profileSetupSchema = z.object({
  firstName: firstName.unwrap(),
  lastName: lastName.unwrap(),
  location: location.unwrap(),
  dateOfBirth: dateOfBirth.unwrap(),
  sex: sex.unwrap(),
  preferredDistances: preferredDistances.unwrap(),
});
export type ProfileSetupValues = z.input<typeof profileSetupSchema>;
