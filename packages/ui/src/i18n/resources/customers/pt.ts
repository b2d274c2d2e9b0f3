/** Portuguese texts of the `customers` namespace (the keys of `customersEn`). */
import type { Texts } from '../../texts';
import type { customersEn } from './en';

export const customersPt: Texts<typeof customersEn> = {
  customers: {
    listTitle: 'Clientes',
    newTitle: 'Novo cliente',
    editTitle: 'Cliente',
    new: 'Novo cliente',
    code: 'Código',
    name: 'Nome',
    taxId: 'CNPJ',
    taxIdHint:
      'Opcional: 00.000.000/0000-00 (aceita letras). Em branco, é gravado como doze zeros, ou seja, não informado.',
    codeLocked: 'O código não pode ser alterado.',
    options: 'Opções',
    linkedProduct: 'Produto vinculado',
    exclusive: 'Cliente exclusivo',
    singleReading: 'Leitura única',
    singleReadingHint: 'Cada etiqueta deve ser lida uma vez; uma segunda leitura mostra a mensagem abaixo.',
    messagesLegend: 'Mensagem na segunda leitura',
    messagesHint: 'Preencha ao menos um idioma; quem lê vê a do seu idioma.',
    message: {
      pt: 'Mensagem em português',
      en: 'Mensagem em inglês',
      es: 'Mensagem em espanhol',
    },
    edit: 'Editar {{name}}',
    users: 'Usuários de {{name}}',
    app: 'Aplicativo de {{name}}',
    saved: 'Dados do cliente salvos.',
    removed: 'Cliente removido.',
    confirmDeleteTitle: 'Excluir cliente?',
    confirmDeleteMessage: 'O cliente {{name}} será removido. Isso não pode ser desfeito.',
  },
  customerUsers: {
    listTitle: 'Usuários do cliente',
    listTitleOf: 'Usuários de {{name}}',
    backToCustomer: 'Voltar ao cliente',
  },
  password: {
    title: 'Alterar senha',
    current: 'Senha atual',
    new: 'Nova senha',
    newHint: 'Pelo menos {{min}} caracteres.',
    confirmation: 'Confirme a nova senha',
    save: 'Alterar senha',
    signOutNote: 'Depois da alteração, você entra de novo com a nova senha.',
  },
};
