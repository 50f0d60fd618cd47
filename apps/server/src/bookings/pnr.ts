import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or off paper: no 0/O, 1/I/L. */
export const PNR_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newPnr(): string {
  let pnr = '';
  for (let i = 0; i < 6; i++) pnr += PNR_ALPHABET[randomInt(PNR_ALPHABET.length)];
  return pnr;
}
