/**
 * Prize-code rules (spec B §4, §5, §8): how a typed code is shown and looked up, what a lookup decides, and the
 * withdrawal form's checks. The same for the customer area and the point of sale.
 */
import { dateOrEmpty, isBefore, type LocalDate } from '../shared/dates';
import { isBlank, PortError, requireFields, type RuleError } from '../shared/errors';
import { compactTaxId, cpfErrors } from '../shared/tax-id';
import type { PointOfSaleWithdrawal, PrizeLookup, WithdrawalDetails, WithdrawalInput } from './prize-redemption.model';

/** spec B §8: 404 on the code lookup. */
export const CODE_NOT_FOUND = 'CODE_NOT_FOUND';
/** spec B §8: any other lookup failure. */
export const LOADING_CODE_ERROR = 'LOADING_CODE_ERROR';
/** spec B §4, §8: the prize was already withdrawn; shown with the withdrawer's data. */
export const PROMOTION_ALREADY_WITHDRAW = 'PROMOTION_ALREADY_WITHDRAW';
/**
 * issue 24 §2: too many codes not found in a short while (10 a minute per account): every code waits, the right one
 * too, until the minute has passed. The spec names no key for it.
 */
export const TOO_MANY_CODE_ATTEMPTS = 'TOO_MANY_CODE_ATTEMPTS';
/** issue 24 §2: codes not found an account may type in a minute before every code waits. */
export const PRIZE_CODE_ATTEMPTS_PER_MINUTE = 10;
export const CODE_SUCCESSFULLY_WITHDRAW = 'CODE_SUCCESSFULLY_WITHDRAW';
export const CODE_WITHDRAW_ERROR = 'CODE_WITHDRAW_ERROR';
/** spec B §5: the birth date must be before today. The spec names no key for it. */
export const BIRTH_DATE_NOT_BEFORE_TODAY = 'BIRTH_DATE_NOT_BEFORE_TODAY';

/**
 * Prize codes (issue 13 §4): 13 characters of 30 that cannot be mistaken for one another when read aloud or off a
 * screen (no 0/O, 1/I/L, nor U): 13 · log2(30) ≈ 63.8 bits when drawn at random, as the server draws them. Upper
 * case, as `normalisePrizeCode` looks codes up.
 */
export const PRIZE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PRIZE_CODE_LENGTH = 13;

/** spec B §5: "The prize code input is shown uppercased" — as typed, spaces and all. */
export function displayPrizeCode(typed: string): string {
  return typed.toUpperCase();
}

/** The code that is looked up and withdrawn: trimmed and upper-cased; '' means there is no code (nothing happens). */
export function normalisePrizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** What a finished lookup means for the user. */
export type RedemptionDecision =
  /** spec B §5: an empty code does nothing. */
  | { readonly kind: 'empty' }
  | { readonly kind: 'notFound'; readonly key: typeof CODE_NOT_FOUND }
  | { readonly kind: 'failed'; readonly key: typeof LOADING_CODE_ERROR }
  /** issue 24 §2: too many codes not found; the user waits a minute. */
  | { readonly kind: 'throttled'; readonly key: typeof TOO_MANY_CODE_ATTEMPTS }
  /** spec B §4: a dialog shows the withdrawer's data plus the error message. */
  | {
      readonly kind: 'alreadyWithdrawn';
      readonly key: typeof PROMOTION_ALREADY_WITHDRAW;
      readonly promotionId: number;
      readonly code: string;
      readonly withdrawnAt: string;
      readonly withdrawal: WithdrawalDetails | null;
    }
  /** spec B §4: otherwise the user goes to the withdrawal form, /promocao/{promotionId}/premio/{code}. */
  | { readonly kind: 'withdrawable'; readonly promotionId: number; readonly code: string };

/** spec B §7: "a present dataRetirada means already withdrawn". */
export function isAlreadyWithdrawn(lookup: PrizeLookup): lookup is PrizeLookup & { withdrawnAt: string } {
  return !isBlank(lookup.withdrawnAt);
}

/** A lookup's answer turned into the decision; `null` is the port's "no such code" (the HTTP 404). */
export function decideRedemption(code: string, lookup: PrizeLookup | null): RedemptionDecision {
  if (lookup === null) return { kind: 'notFound', key: CODE_NOT_FOUND };
  if (isAlreadyWithdrawn(lookup))
    return {
      kind: 'alreadyWithdrawn',
      key: PROMOTION_ALREADY_WITHDRAW,
      promotionId: lookup.promotionId,
      code,
      withdrawnAt: lookup.withdrawnAt,
      withdrawal: lookup.withdrawal,
    };
  return { kind: 'withdrawable', promotionId: lookup.promotionId, code };
}

/** issue 24 §2: the server refuses every code for a while (429) after too many codes not found. */
export function isCodeThrottled(error: unknown): boolean {
  return error instanceof PortError && error.status === 429;
}

/**
 * A failed lookup: 404 is CODE_NOT_FOUND, 429 TOO_MANY_CODE_ATTEMPTS, anything else LOADING_CODE_ERROR (spec B §8).
 * Ports answer `null` for an unknown code; a port that rejects with a 404 instead is understood the same way.
 */
export function decideLookupFailure(error: unknown): RedemptionDecision {
  if (error instanceof PortError && error.status === 404) return { kind: 'notFound', key: CODE_NOT_FOUND };
  if (isCodeThrottled(error)) return { kind: 'throttled', key: TOO_MANY_CODE_ATTEMPTS };
  return { kind: 'failed', key: LOADING_CODE_ERROR };
}

/** A failed withdrawal's message: the wait when the server is throttling codes, else CODE_WITHDRAW_ERROR. */
export function withdrawalFailureKey(error: unknown): string {
  return isCodeThrottled(error) ? TOO_MANY_CODE_ATTEMPTS : CODE_WITHDRAW_ERROR;
}

/**
 * Surrounding spaces are never meaningful; the cpf is kept without its mask (DESIGN "Domain": stored and compared
 * so, shown with it); an invalid birth date becomes empty.
 */
export function normaliseWithdrawal(input: WithdrawalInput): WithdrawalInput {
  return {
    name: input.name.trim(),
    cpf: compactTaxId(input.cpf.trim()),
    address: input.address.trim(),
    birthDate: dateOrEmpty(input.birthDate.trim()),
  };
}

/**
 * spec B §5: nome, cpf, endereco and dataNascimento required; the birth date errors if empty or not before
 * today. `today` is a parameter so the rule stays pure. The spec shows no cpf format; issue 13 §6 asks for its
 * check digits: INVALID_CPF for a filled cpf that is not one (masked or not).
 */
export function validateWithdrawal(input: WithdrawalInput, today: LocalDate): RuleError[] {
  const clean = normaliseWithdrawal(input);
  const errors = requireFields(clean, ['name', 'cpf', 'address', 'birthDate']);
  errors.push(...cpfErrors(clean.cpf));
  if (clean.birthDate !== '' && !isBefore(clean.birthDate, today))
    errors.push({ key: BIRTH_DATE_NOT_BEFORE_TODAY, field: 'birthDate' });
  return errors;
}

/** The point-of-sale withdrawal: the same checks, plus the prize code it carries. */
export function validatePointOfSaleWithdrawal(input: PointOfSaleWithdrawal, today: LocalDate): RuleError[] {
  return [...validateWithdrawal(input, today), ...requireFields({ code: normalisePrizeCode(input.code) }, ['code'])];
}
