/**
 * Acting for a business profile on the wire: the header every request names the profile in, where the client
 * keeps it, and how a refusal says so. Apart from the business rules so the first page (whose requests all carry
 * the header) loads none of them.
 */

/** The request header naming the profile the person is acting for; the client keeps it in session storage. */
export const ACTING_AS_HEADER = 'x-tackboard-acting-as';
export const ACTING_AS_STORAGE_KEY = 'tackboard.actingAs';
/** The envelope's message_detail on a refused profile, so clients fall back to the person's own account. */
export const ACTING_AS_REFUSED_DETAIL = 'acting_as_refused';
