/**
 * A prize code's lookup and withdrawal, shared by the customer area (promocao/resgates, promocao/{id}/premiados/{code})
 * and the point of sale (pontovenda/premiados): the withdrawal form's rules (spec B §5: nome, cpf, endereco and
 * dataNascimento required, the birth date before today, the CPF's check digits — issue 13 §6), the domain's
 * validateWithdrawal as the forms apply it; a code is withdrawn once, recorded with who withdrew it and at which till;
 * and guessing is slowed down: codes not found are counted per account (issue 24 §2).
 */
import type { FastifyReply } from 'fastify';
import {
  pointOfSaleWithdrawalWire,
  prizeLookupToWire,
  withdrawalFromWire,
  type PromocaoResgateWire,
  type PromocaoRetiradaInputWire,
} from '@tagtrail/contract';
import {
  localDateOf,
  normaliseWithdrawal,
  PROMOTION_ALREADY_WITHDRAW,
  TOO_MANY_CODE_ATTEMPTS,
  validateWithdrawal,
} from '@tagtrail/domain';
import { customerOf } from '../catalogue/catalogue-failures';
import type { Database } from '../db/client';
import { businessRule, committed, notFound, ruleFailure } from '../http/api-failure';
import { tooManyAttempts, userKey, type AccessClaims, type AttemptThrottle } from '../identity';
import {
  prizeCodeRepository,
  type PrizeCodeRecord,
  type WithdrawalRecord,
  type Withdrawer,
} from './prize-codes.repository';

/** A code typed by a signed-in account: the call's database, who calls, the reply (for Retry-After), the count. */
export interface CodeAttempt {
  readonly db: Database;
  readonly caller: AccessClaims;
  readonly reply: FastifyReply;
  readonly throttle: AttemptThrottle;
}

/** The withdrawal's rules as the form applies them, then the CPF's check digits; the record to store. */
export function checkedWithdrawal(
  body: PromocaoRetiradaInputWire,
  today: string = localDateOf(new Date()),
): WithdrawalRecord {
  const input = withdrawalFromWire(body);
  const errors = validateWithdrawal(input, today);
  if (errors.length > 0) throw ruleFailure(errors, pointOfSaleWithdrawalWire.wireNames);
  // The domain's normal form: trimmed, the CPF without its mask (11 digits, as the rules just checked).
  const clean = normaliseWithdrawal(input);
  return { name: clean.name, cpf: clean.cpf, address: clean.address, birthDate: clean.birthDate };
}

/**
 * issue 24 §2: a code is tried under its account's count of codes not found (identity/attempt-throttle.ts,
 * PRIZE_CODE_LIMIT). Counted before it is looked up, so a burst of parallel guesses gets no more tries than a
 * sequence; past the limit every code answers 429 with Retry-After until the window has passed, the right ones too,
 * so the answer never tells a guesser which guess hit. A code found gives its attempt back; a code not found answers
 * 404 and keeps its count (a committed refusal: a plain one would roll the count back with it).
 */
async function countedCode<T>(
  { db, caller, reply, throttle }: CodeAttempt,
  find: () => Promise<T | undefined>,
): Promise<T> {
  const key = userKey('prize-code', caller.userId);
  const refusal = await throttle.attempt(db, key);
  if (refusal !== undefined) {
    reply.header('retry-after', String(refusal.retryAfterSeconds));
    throw tooManyAttempts(TOO_MANY_CODE_ATTEMPTS, refusal);
  }
  const found = await find();
  if (found === undefined) throw committed(notFound());
  await throttle.succeeded(db, key);
  return found;
}

/** The code's prize, or 404 (spec B §7: "404 means code not found"), counted (countedCode). */
export async function lookupOrNotFound(attempt: CodeAttempt, code: string): Promise<PrizeCodeRecord> {
  return countedCode(attempt, () => prizeCodeRepository(attempt.db, customerOf(attempt.caller)).lookup(code));
}

export async function lookupToWire(attempt: CodeAttempt, code: string): Promise<PromocaoResgateWire> {
  const { promotionId, withdrawnAt, withdrawal } = await lookupOrNotFound(attempt, code);
  return prizeLookupToWire({ promotionId, withdrawnAt, withdrawal });
}

/**
 * 404 for a code the caller does not have (counted, countedCode); 409 PROMOTION_ALREADY_WITHDRAW for one already
 * taken. The withdrawal is recorded with the caller and the till: a sales point's own account, or none for the
 * customer's staff withdrawing from the promotion list.
 */
export async function withdrawOrRefuse(
  attempt: CodeAttempt,
  code: string,
  promotionId: number | undefined,
  withdrawal: WithdrawalRecord,
): Promise<void> {
  const { caller } = attempt;
  const by: Withdrawer = {
    userId: caller.userId,
    salesPointId: caller.role === 'pointofsale' ? caller.userId : null,
  };
  const outcome = await countedCode(attempt, async () => {
    const taken = await prizeCodeRepository(attempt.db, customerOf(caller)).withdraw(code, promotionId, withdrawal, by);
    return taken === 'unknown' ? undefined : taken;
  });
  if (outcome === 'alreadyWithdrawn') throw businessRule(PROMOTION_ALREADY_WITHDRAW);
}
