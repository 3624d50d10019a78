import { storeActingAs } from '../../apollo/actingAs';

/**
 * Acts for another profile from now on (null: the person's own account). The whole page loads again at home:
 * every cached object and every open query belongs to the old profile, and its pages may not exist for the new one.
 */
export function switchProfile(profileId: string | null): void {
  storeActingAs(profileId);
  window.location.assign('/');
}
