/** Portuguese texts of the `prizeWithdrawal` namespace: the same keys as `en`. */
import type { Texts } from '../../texts';
import type { prizeWithdrawalEn } from './en';

export const prizeWithdrawalPt: Texts<typeof prizeWithdrawalEn> = {
  prizeCode: {
    label: 'Código do prêmio',
    hint: 'O código que o ganhador recebeu, como HX4K9R2TMW7PQ.',
    search: 'Consultar',
    searching: 'Consultando o código…',
    dialogTitle: 'Prêmio já retirado',
    withdrawnAt: 'Retirado em',
    name: 'Nome',
    cpf: 'CPF',
    birthDate: 'Data de nascimento',
    address: 'Endereço',
    close: 'Fechar',
    withdrawnElsewhere: 'Retirado em outro balcão: quem o retirou fica registrado lá.',
  },
  prizeForm: {
    title: 'Retirada de prêmio',
    intro: 'Preencha os dados de quem está retirando o prêmio.',
    code: 'Código do prêmio',
    name: 'Nome completo',
    cpf: 'CPF',
    cpfHint: '11 dígitos, como 111.444.777-35.',
    address: 'Endereço',
    birthDate: 'Data de nascimento',
    withdraw: 'Retirar prêmio',
    withdrawing: 'Retirando…',
    back: 'Voltar',
  },
  posWinners: {
    title: 'Retirada de prêmios',
    intro:
      'Digite o código que o ganhador mostra para retirar um prêmio. Abaixo, os prêmios retirados neste ponto de venda.',
    listTitle: 'Premiados',
    name: 'Nome',
    cpf: 'CPF',
    withdrawnAt: 'Retirado em',
    code: 'Código',
    prize: 'Prêmio',
    notWithdrawn: 'Não retirado',
  },
  prizeMessages: {
    CODE_NOT_FOUND: 'Código não encontrado.',
    LOADING_CODE_ERROR: 'Erro ao carregar o código. Tente novamente.',
    TOO_MANY_CODE_ATTEMPTS: 'Muitos códigos não encontrados. Aguarde um minuto e tente novamente.',
    PROMOTION_ALREADY_WITHDRAW: 'Este prêmio já foi retirado.',
    CODE_SUCCESSFULLY_WITHDRAW: 'Prêmio retirado com sucesso.',
    CODE_WITHDRAW_ERROR: 'Não foi possível retirar o prêmio.',
    BIRTH_DATE_NOT_BEFORE_TODAY: 'A data de nascimento deve ser anterior a hoje.',
  },
};
