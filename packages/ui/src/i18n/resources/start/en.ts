/**
 * English texts of the `start` namespace: what the first page shows (the app, roles, languages, the shell's menus
 * and the session pages), loaded with it. The reference key set: `pt` and `es` must have exactly these keys.
 */
export const startEn = {
  app: {
    home: 'Home',
    comingSoon: 'This screen is not available yet.',
    company: 'Tagtrail',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    working: 'Working…',
  },
  roles: {
    ADMINISTRADOR: 'Admin',
    PARCEIRO: 'Partner',
    PONTO_VENDA: 'Sales',
    CLIENTE: 'Customer',
  },
  languages: {
    pt: 'Português',
    en: 'English',
    es: 'Español',
  },
  shell: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    navigation: 'Main menu',
    language: 'Language',
    userMenu: 'User menu',
    changePassword: 'Change password',
    support: 'Help and support',
    exit: 'Exit',
  },
  menu: {
    lots: 'Lots',
    partners: 'Partners',
    customers: 'Customers',
    tags: 'Tags',
    dashboard: 'Dashboard',
    myApp: 'My app',
    productLines: 'Product lines',
    categories: 'Categories',
    products: 'Products',
    salesPoints: 'Sales points',
    devices: 'Devices',
    readingMap: 'Reading map',
    promotions: 'Promotions',
    alerts: 'Alerts',
    apiKeys: 'API keys',
  },
  session: {
    notPermissionTitle: 'Access denied',
    notPermission: 'You are not allowed to access this system feature.',
    notFoundTitle: 'Not found',
    notFound: 'System resource does not exist.',
    back: 'Back',
    signInAgain: 'Sign in again',
    signingIn: 'Signing in…',
    signingOut: 'Signing out…',
    signInFailedTitle: 'Sign-in failed',
    signInFailed: 'Sign-in could not be completed. Please try again.',
  },
};
