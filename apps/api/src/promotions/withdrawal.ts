/**
 * A prize code's lookup and withdrawal, shared by the customer area (promocao/resgates, promocao/{id}/premiados/{code})
 * and the point of sale (pontovenda/premiados): the withdrawal form's rules (spec B §5: nome, cpf, endereco and
 * dataNascimento required, the birth date before today, the CPF's check digits — issue 13 §6), the domain's
 * validateWithdrawal as the forms apply it; a code is withdrawn once.
 */
import type { PromocaoResgateWire, PromocaoRetiradaInputWire } from '@tagtrail/contract';
import { localDateOf, normaliseWithdrawal, PROMOTION_ALREADY_WITHDRAW, validateWithdrawal } from '@tagtrail/domain';
import type { Database } from '../db/client';
import { businessRule, notFound, ruleFailure } from '../http/api-failure';
import { prizeCodeRepository, type PrizeCodeRecord, type WithdrawalRecord } from './prize-codes.repository';

const WITHDRAWAL_WIRE_FIELD: Readonly<Record<string, string>> = {
  name: 'nome',
  cpf: 'cpf',
  address: 'endereco',
  birthDate: 'dataNascimento',
  code: 'codigoPromocional',
};

/** The withdrawal's rules as the form applies them, then the CPF's check digits; the record to store. */
export function checkedWithdrawal(
  body: PromocaoRetiradaInputWire,
  today: string = localDateOf(new Date()),
): WithdrawalRecord {
  const input = { name: body.nome, cpf: body.cpf, address: body.endereco, birthDate: body.dataNascimento };
  const errors = validateWithdrawal(input, today);
  if (errors.length > 0) throw ruleFailure(errors, WITHDRAWAL_WIRE_FIELD);
  // The domain's normal form: trimmed, the CPF without its mask (11 digits, as the rules just checked).
  const clean = normaliseWithdrawal(input);
  return { name: clean.name, cpf: clean.cpf, address: clean.address, birthDate: clean.birthDate };
}

/** The code's prize, or 404 (spec B §7: "404 means code not found"). */
export async function lookupOrNotFound(db: Database, code: string): Promise<PrizeCodeRecord> {
  const found = await prizeCodeRepository(db).lookup(code);
  if (found === undefined) throw notFound();
  return found;
}

export async function lookupToWire(db: Database, code: string): Promise<PromocaoResgateWire> {
  const found = await lookupOrNotFound(db, code);
  return {
    promocaoId: found.promotionId,
    dtRetirada: found.withdrawnAt,
    promocaoRetirada:
      found.withdrawal === null
        ? null
        : {
            nome: found.withdrawal.name,
            cpf: found.withdrawal.cpf,
            dataNascimento: found.withdrawal.birthDate,
            endereco: found.withdrawal.address,
          },
  };
}

/** 404 for a code the caller does not have; 409 PROMOTION_ALREADY_WITHDRAW for one already taken. */
export async function withdrawOrRefuse(
  db: Database,
  code: string,
  promotionId: number | undefined,
  withdrawal: WithdrawalRecord,
  userId: number | undefined,
): Promise<void> {
  const outcome = await prizeCodeRepository(db).withdraw(code, promotionId, withdrawal, userId);
  if (outcome === 'unknown') throw notFound();
  if (outcome === 'alreadyWithdrawn') throw businessRule(PROMOTION_ALREADY_WITHDRAW);
}
