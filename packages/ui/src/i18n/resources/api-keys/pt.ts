/** Portuguese texts of the `apiKeys` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { apiKeysEn } from './en';

export const apiKeysPt: Texts<typeof apiKeysEn> = {
  apiKeys: {
    title: 'Chaves de API',
    intro:
      'Seus sistemas leem as leituras das suas tags como eventos GS1 EPCIS 2.0 com uma destas chaves: envie-a como "Authorization: Bearer <chave>" para {{url}}. Uma chave lê apenas as suas leituras, e nada mais.',
    keys: 'Suas chaves',
    none: 'Nenhuma chave ainda.',
    name: 'Nome',
    nameHint: 'Para que serve a chave, como o sistema que a usa.',
    create: 'Criar chave',
    createFailed: 'Não foi possível criar a chave. Tente novamente.',
    loadFailed: 'Não foi possível carregar as chaves.',
    startsWith: 'Começa com {{start}}',
    createdOn: 'Criada em {{date}}',
    lastUsedOn: 'Último uso em {{date}}',
    neverUsed: 'Nunca usada',
    revokedOn: 'Revogada em {{date}}',
    revoked: 'Revogada',
    revoke: 'Revogar',
    revokeKey: 'Revogar a chave {{name}}',
    revokeTitle: 'Revogar esta chave?',
    revokeMessage:
      'Os sistemas que usam a chave "{{name}}" serão recusados a partir de agora. Não é possível desfazer: crie uma nova chave para lhes dar acesso de novo.',
    revokedDone: 'Chave revogada.',
    revokeFailed: 'Não foi possível revogar a chave. Tente novamente.',
    limitReached: 'Você tem {{max}} chaves em uso, o máximo permitido. Revogue uma para criar outra.',
    keyTitle: 'Sua nova chave de API',
    keyIntro: 'A chave "{{name}}" lê as suas leituras como eventos EPCIS. Guarde-a onde o seu sistema a lê.',
    keyOnce:
      'Copie-a agora: ela não será mostrada de novo. Guardamos apenas uma impressão digital dela. Se ela se perder, revogue-a e crie outra.',
    keyLabel: 'Chave de API',
    copy: 'Copiar',
    copyKey: 'Copiar a chave de API',
    copied: 'Chave copiada.',
    copyFailed: 'Não foi possível copiar. A chave está selecionada: copie-a com Ctrl+C (⌘C no Mac).',
    keySaved: 'Já a guardei',
  },
};
