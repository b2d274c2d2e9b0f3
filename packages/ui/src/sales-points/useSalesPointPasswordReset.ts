/**
 * A sales point's password reset (spec B §2, §7 "DELETE areacliente/pontovenda/{id}/password", §8; issue 10 §7),
 * offered on its page and beside its row in the list: the users' one-time-password flow with the spec's messages,
 * MESSAGE_RESET_PASSWORD_SUCCESS or MESSAGE_RESET_PASSWORD_ERROR.
 */
import {
  RESET_PASSWORD_ERROR,
  RESET_PASSWORD_SUCCESS,
  resetSalesPointPassword,
  SalesPointPortToken,
  type SalesPointPort,
} from '@tagtrail/domain';
import { useService } from '../services/services';
import { usePasswordReissue, type PasswordReissue } from '../user-accounts/usePasswordReissue';

export function useSalesPointPasswordReset(): PasswordReissue {
  const port = useService<SalesPointPort>(SalesPointPortToken);
  return usePasswordReissue({
    issue: async (id) => {
      const result = await resetSalesPointPassword(port, id);
      return result.ok ? { issued: result.issued } : { failed: `messages.${RESET_PASSWORD_ERROR}` };
    },
    question: {
      title: 'salesPoints.resetTitle',
      message: 'salesPoints.resetMessage',
      confirm: 'salesPoints.resetConfirm',
    },
    succeeded: `messages.${RESET_PASSWORD_SUCCESS}`,
  });
}
