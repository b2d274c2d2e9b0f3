/**
 * Which message a failed catalogue save or delete shows (spec B §8): the server's own message key when the spec says
 * it is worth showing, the generic one otherwise.
 */
import {
  BUSINESS_RULE_ERROR,
  CATALOGUE_IN_USE_ERROR,
  DELETE_MESSAGE_ERROR,
  PortError,
  refusalMessageKey,
  SAVE_MESSAGE_ERROR,
  serverMessageKey,
} from '../shared/errors';

export type CatalogueResource = 'product' | 'category' | 'productLine';

/**
 * spec B §8: "for customer and product deletes, a response error of 1 shows the translated server message; for
 * category and product line, error 547 does; otherwise 'delete message error'".
 */
export function catalogueDeleteFailureKey(resource: CatalogueResource, error: unknown): string {
  const code = resource === 'product' ? BUSINESS_RULE_ERROR : CATALOGUE_IN_USE_ERROR;
  return refusalMessageKey(error, code, DELETE_MESSAGE_ERROR);
}

/**
 * spec B §8: "Category and product-line save: status 400 shows the translated errorCode from the response; status
 * 500 shows 'save message error'. Product save failure: 'save message error'."
 */
export function catalogueSaveFailureKey(resource: CatalogueResource, error: unknown): string {
  if (resource === 'product' || !(error instanceof PortError) || error.status !== 400) return SAVE_MESSAGE_ERROR;
  return serverMessageKey(error) ?? SAVE_MESSAGE_ERROR;
}
