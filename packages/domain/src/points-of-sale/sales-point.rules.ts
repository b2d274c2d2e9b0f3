/**
 * Sales-point form rules (spec B §5): usuario and email read-only when editing. Which fields are required and the
 * e-mail rule are not shown ("sales-point e-mail rules beyond read-only: not shown"); we ask what every other user
 * form asks: login, name and a standard e-mail on create, the name on edit.
 */
import { USER_LOGIN_MAX, USER_NAME_MAX } from '../partners/partner-user.model';
import { FIELD_TOO_LONG } from '../partners/partner.rules';
import { INVALID_EMAIL_KEY, isEmail } from '../shared/email';
import { isBlank, requireFields, type RuleError } from '../shared/errors';
import {
  SALES_POINT_LOCKED_FIELDS,
  type SalesPoint,
  type SalesPointInput,
  type SalesPointLockedField,
} from './sales-point.model';

export const SALES_POINT_FIELD_READ_ONLY = 'SALES_POINT_FIELD_READ_ONLY';

export function validateSalesPoint(input: SalesPointInput, isNew: boolean): RuleError[] {
  const errors = requireFields(input, isNew ? ['login', 'name', 'email'] : ['name']);
  if (isNew && !isBlank(input.email) && !isEmail(input.email)) errors.push({ key: INVALID_EMAIL_KEY, field: 'email' });
  if (input.login.trim().length > USER_LOGIN_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'login', params: { max: USER_LOGIN_MAX } });
  if (input.name.trim().length > USER_NAME_MAX)
    errors.push({ key: FIELD_TOO_LONG, field: 'name', params: { max: USER_NAME_MAX } });
  return errors;
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

export function normaliseSalesPoint(input: SalesPointInput): SalesPointInput {
  return { login: input.login.trim(), name: input.name.trim(), email: input.email.trim() };
}
