import { z } from 'zod';

/** The route parameters routes share (one declaration each, so an address reads the same everywhere). */

/** `:pnr`, a booking reference: six letters and digits, read in upper case. */
export const pnrParams = z.object({ pnr: z.string().trim().toUpperCase().max(6) });

/** `:id`, a row's id (a uuid; anything else simply finds nothing). */
export const idParams = z.object({ id: z.string().max(64) });
