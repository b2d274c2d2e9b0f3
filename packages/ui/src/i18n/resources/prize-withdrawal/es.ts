/** Spanish texts of the `prizeWithdrawal` namespace: the same keys as `en`. */
import type { Texts } from '../../texts';
import type { prizeWithdrawalEn } from './en';

export const prizeWithdrawalEs: Texts<typeof prizeWithdrawalEn> = {
  prizeCode: {
    label: 'Código del premio',
    hint: 'El código que recibió el ganador, como HX4K9R2TMW7PQ.',
    search: 'Consultar',
    searching: 'Consultando el código…',
    dialogTitle: 'Premio ya retirado',
    withdrawnAt: 'Retirado el',
    name: 'Nombre',
    cpf: 'CPF',
    birthDate: 'Fecha de nacimiento',
    address: 'Dirección',
    close: 'Cerrar',
    withdrawnElsewhere: 'Retirado en otro mostrador: quién lo retiró queda registrado allí.',
  },
  prizeForm: {
    title: 'Retiro de premio',
    intro: 'Complete los datos de quien retira el premio.',
    code: 'Código del premio',
    name: 'Nombre completo',
    cpf: 'CPF',
    cpfHint: '11 dígitos, como 111.444.777-35.',
    address: 'Dirección',
    birthDate: 'Fecha de nacimiento',
    withdraw: 'Retirar premio',
    withdrawing: 'Retirando…',
    back: 'Volver',
  },
  posWinners: {
    title: 'Retiro de premios',
    intro:
      'Escriba el código que muestra el ganador para retirar un premio. Abajo, los premios retirados en este punto de venta.',
    listTitle: 'Ganadores',
    name: 'Nombre',
    cpf: 'CPF',
    withdrawnAt: 'Retirado el',
    code: 'Código',
    prize: 'Premio',
    notWithdrawn: 'No retirado',
  },
  prizeMessages: {
    CODE_NOT_FOUND: 'Código no encontrado.',
    LOADING_CODE_ERROR: 'Error al cargar el código. Inténtelo de nuevo.',
    TOO_MANY_CODE_ATTEMPTS: 'Demasiados códigos no encontrados. Espere un minuto y vuelva a intentarlo.',
    PROMOTION_ALREADY_WITHDRAW: 'Este premio ya fue retirado.',
    CODE_SUCCESSFULLY_WITHDRAW: 'Premio retirado con éxito.',
    CODE_WITHDRAW_ERROR: 'No se pudo retirar el premio.',
    BIRTH_DATE_NOT_BEFORE_TODAY: 'La fecha de nacimiento debe ser anterior a hoy.',
  },
};
