/** Portuguese texts of the `start` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { startEn } from './en';

export const startPt: Texts<typeof startEn> = {
  app: {
    home: 'Início',
    comingSoon: 'Esta tela ainda não está disponível.',
    company: 'Tagtrail',
    skipToContent: 'Ir para o conteúdo principal',
    loading: 'Carregando…',
    working: 'Processando…',
  },
  roles: {
    ADMINISTRADOR: 'Administrador',
    PARCEIRO: 'Parceiro',
    PONTO_VENDA: 'Vendas',
    CLIENTE: 'Cliente',
  },
  languages: {
    pt: 'Português',
    en: 'English',
    es: 'Español',
  },
  shell: {
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    navigation: 'Menu principal',
    language: 'Idioma',
    userMenu: 'Menu do usuário',
    changePassword: 'Alterar senha',
    support: 'Ajuda e suporte',
    exit: 'Sair',
  },
  menu: {
    lots: 'Lotes',
    partners: 'Parceiros',
    customers: 'Clientes',
    tags: 'Tags',
    dashboard: 'Dashboard',
    myApp: 'Meu aplicativo',
    productLines: 'Linhas de produto',
    categories: 'Categorias',
    products: 'Produtos',
    salesPoints: 'Pontos de venda',
    devices: 'Dispositivos',
    readingMap: 'Mapa de leituras',
    promotions: 'Promoções',
    alerts: 'Alertas',
    apiKeys: 'Chaves de API',
  },
  session: {
    notPermissionTitle: 'Acesso negado',
    notPermission: 'Você não tem permissão para acessar esta funcionalidade do sistema.',
    notFoundTitle: 'Não encontrado',
    notFound: 'O recurso do sistema não existe.',
    back: 'Voltar',
    signInAgain: 'Entrar novamente',
    signingIn: 'Entrando…',
    signingOut: 'Saindo…',
    signInFailedTitle: 'Falha ao entrar',
    signInFailed: 'Não foi possível concluir a entrada. Tente novamente.',
  },
};
