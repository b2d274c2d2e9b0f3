/**
 * One-time passwords for accounts an administrator creates: crypto-random, from an alphabet without look-alikes
 * (no 0/O/o, 1/l/I/i), shown once in the create answer and stored only as a scrypt hash.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
/** 16 characters of 55: about 92 bits, past guessing; no separators, so a double click selects all of it. */
export const TEMPORARY_PASSWORD_LENGTH = 16;
/** How long a temporary password signs in; after that an administrator deletes and recreates the user. */
export const TEMPORARY_PASSWORD_TTL_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export function newTemporaryPassword(): string {
  // randomInt draws without modulo bias.
  return Array.from({ length: TEMPORARY_PASSWORD_LENGTH }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');
}

export function temporaryPasswordExpiry(now: Date): Date {
  return new Date(now.getTime() + TEMPORARY_PASSWORD_TTL_DAYS * DAY_MS);
}
