/** Portuguese texts of the `customerSetup` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { customerSetupEn } from './en';

export const customerSetupPt: Texts<typeof customerSetupEn> = {
  myApp: {
    title: 'Meu aplicativo',
    intro:
      'O que seus clientes veem no aplicativo e na página da etiqueta: o nome, como as etiquetas são lidas e onde encontrar ajuda.',
    name: 'Nome do aplicativo',
    readingLegend: 'Leitura',
    nfcEnabled: 'Leitura NFC',
    qrCodeEnabled: 'Leitura de QR code',
    locationRequired: 'Localização obrigatória',
    flagsLockedHint: 'As opções podem ser alteradas depois que o aplicativo for salvo.',
    contactLegend: 'Contato por WhatsApp',
    whatsappNumber: 'Número do WhatsApp',
    whatsappNumberHint: 'Com código do país e DDD, como +55 11 91234-5678',
    whatsappMessage: 'Primeira mensagem',
  },
  salesPoints: {
    listTitle: 'Pontos de venda',
    newTitle: 'Novo ponto de venda',
    editTitle: 'Ponto de venda',
    new: 'Novo ponto de venda',
    intro: 'Cada ponto de venda entra na área de ponto de venda para resgatar códigos de prêmio.',
    login: 'Usuário',
    name: 'Nome',
    email: 'E-mail',
    edit: 'Editar {{login}}',
    lockedHint: 'Não pode ser alterado depois que o ponto de venda é salvo.',
    reset: 'Redefinir senha',
    resetOf: 'Redefinir a senha de {{login}}',
    resetTitle: 'Redefinir a senha?',
    resetMessage:
      '{{login}} recebe uma nova senha temporária. A senha atual deixa de funcionar e todas as sessões abertas deste ponto de venda terminam.',
    resetConfirm: 'Redefinir',
  },
  devices: {
    listTitle: 'Dispositivos',
    intro:
      'Os celulares e navegadores que leram suas etiquetas. Informe quem é o proprietário ou bloqueie um em que não confia mais.',
    model: 'Modelo / nome',
    deviceId: 'Id do dispositivo',
    owner: 'Proprietário',
    status: 'Situação',
    active: 'Ativo',
    blocked: 'Bloqueado',
    unknownModel: 'Modelo desconhecido',
    edit: 'Editar dispositivo {{name}}',
    new: 'Novo dispositivo',
    newTitle: 'Novo dispositivo',
    editTitle: 'Dispositivo',
    readOnlyHint: 'Informado pelo dispositivo; não pode ser alterado.',
    ownerHint: 'Quem usa este dispositivo, como um funcionário ou uma loja.',
    activeLabel: 'Ativo (não bloqueado)',
    activeHint:
      'Um dispositivo bloqueado ainda abre as páginas das etiquetas, como qualquer visitante; ele conta como bloqueado no painel e fica fora das promoções.',
    saved: 'Dispositivo salvo.',
  },
};
