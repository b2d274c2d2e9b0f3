/** Spanish texts of the `start` namespace; same keys as `en`. */
import type { Texts } from '../../texts';
import type { startEn } from './en';

export const startEs: Texts<typeof startEn> = {
  app: {
    home: 'Inicio',
    comingSoon: 'Esta pantalla aún no está disponible.',
    company: 'Tagtrail',
    skipToContent: 'Ir al contenido principal',
    loading: 'Cargando…',
    working: 'Procesando…',
  },
  roles: {
    ADMINISTRADOR: 'Administrador',
    PARCEIRO: 'Socio',
    PONTO_VENDA: 'Ventas',
    CLIENTE: 'Cliente',
  },
  languages: {
    pt: 'Português',
    en: 'English',
    es: 'Español',
  },
  shell: {
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    navigation: 'Menú principal',
    language: 'Idioma',
    userMenu: 'Menú de usuario',
    changePassword: 'Cambiar contraseña',
    support: 'Ayuda y soporte',
    exit: 'Salir',
  },
  menu: {
    lots: 'Lotes',
    partners: 'Socios',
    customers: 'Clientes',
    tags: 'Etiquetas',
    dashboard: 'Panel',
    myApp: 'Mi aplicación',
    productLines: 'Líneas de producto',
    categories: 'Categorías',
    products: 'Productos',
    salesPoints: 'Puntos de venta',
    devices: 'Dispositivos',
    readingMap: 'Mapa de lecturas',
    promotions: 'Promociones',
    alerts: 'Alertas',
    apiKeys: 'Claves de API',
  },
  session: {
    notPermissionTitle: 'Acceso denegado',
    notPermission: 'No tiene permiso para acceder a esta función del sistema.',
    notFoundTitle: 'No encontrado',
    notFound: 'El recurso del sistema no existe.',
    back: 'Volver',
    signInAgain: 'Iniciar sesión de nuevo',
    signingIn: 'Iniciando sesión…',
    signingOut: 'Cerrando sesión…',
    signInFailedTitle: 'Error al iniciar sesión',
    signInFailed: 'No se pudo completar el inicio de sesión. Inténtelo de nuevo.',
  },
};
