/**
 * Sales-point form rules (spec B §5): usuario and email read-only when editing. Which fields are required and the
 * e-mail rule are not shown ("sales-point e-mail rules beyond read-only: not shown"); we ask what every other user
 * form asks: login, name and a standard e-mail on create, the name on edit. Stored trimmed (`normaliseUserAccount`).
 */
import { accountLengthErrors } from '../identity/user-account.rules';
import { emailErrors } from '../shared/email';
import { requireFields, type RuleError } from '../shared/errors';
import {
  SALES_POINT_LOCKED_FIELDS,
  type SalesPoint,
  type SalesPointInput,
  type SalesPointLockedField,
} from './sales-point.model';

export const SALES_POINT_FIELD_READ_ONLY = 'SALES_POINT_FIELD_READ_ONLY';

export function validateSalesPoint(input: SalesPointInput, isNew: boolean): RuleError[] {
  return [
    ...requireFields(input, isNew ? ['login', 'name', 'email'] : ['name']),
    ...(isNew ? emailErrors(input.email) : []),
    ...accountLengthErrors(input),
  ];
}

/** The fields the form shows read-only. */
export function salesPointReadOnlyFields(editing: boolean): readonly SalesPointLockedField[] {
  return editing ? SALES_POINT_LOCKED_FIELDS : [];
}

/** Refuses an edit that changes the login or the e-mail of a stored sales point. */
export function salesPointLockedChange(
  existing: Pick<SalesPoint, SalesPointLockedField>,
  input: Pick<SalesPointInput, SalesPointLockedField>,
): RuleError[] {
  return SALES_POINT_LOCKED_FIELDS.filter((field) => existing[field].trim() !== input[field].trim()).map((field) => ({
    key: SALES_POINT_FIELD_READ_ONLY,
    field,
  }));
}
