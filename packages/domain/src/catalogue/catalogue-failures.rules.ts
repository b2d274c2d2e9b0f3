/**
 * Which message a failed catalogue save or delete shows (spec B §8): the server's own message key when the spec says
 * it is worth showing, the generic one otherwise.
 */
import { BUSINESS_RULE_ERROR, PortError } from '../shared/errors';

export type CatalogueResource = 'product' | 'category' | 'productLine';

/** spec B §8: "for category and product line, error 547" — the record is still in use. */
export const CATALOGUE_IN_USE_ERROR = 547;

// The generic notifications of spec B §8; spelt here until shared/ holds the common message keys.
const SAVE_MESSAGE_ERROR = 'SAVE_MESSAGE_ERROR';
const DELETE_MESSAGE_ERROR = 'DELETE_MESSAGE_ERROR';

const serverKey = (error: unknown): string | undefined =>
  error instanceof PortError && error.messageKey !== undefined && error.messageKey.trim() !== ''
    ? error.messageKey
    : undefined;

/**
 * spec B §8: "for customer and product deletes, a response error of 1 shows the translated server message; for
 * category and product line, error 547 does; otherwise 'delete message error'".
 */
export function catalogueDeleteFailureKey(resource: CatalogueResource, error: unknown): string {
  const key = serverKey(error);
  if (key === undefined || !(error instanceof PortError)) return DELETE_MESSAGE_ERROR;
  const expected = resource === 'product' ? BUSINESS_RULE_ERROR : CATALOGUE_IN_USE_ERROR;
  return Number(error.code) === expected ? key : DELETE_MESSAGE_ERROR;
}

/**
 * spec B §8: "Category and product-line save: status 400 shows the translated errorCode from the response; status
 * 500 shows 'save message error'. Product save failure: 'save message error'."
 */
export function catalogueSaveFailureKey(resource: CatalogueResource, error: unknown): string {
  if (resource === 'product' || !(error instanceof PortError) || error.status !== 400) return SAVE_MESSAGE_ERROR;
  return serverKey(error) ?? SAVE_MESSAGE_ERROR;
}
