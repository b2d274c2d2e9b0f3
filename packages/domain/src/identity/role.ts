/** Roles and where each one lands (spec A §2 "/", §6). */
export type Role = 'ADMINISTRADOR' | 'PARCEIRO' | 'PONTO_VENDA' | 'CLIENTE' | '';

/** The raw role claim in our tokens. */
export type RoleClaim = 'admin' | 'partner' | 'pointofsale' | 'customer';
export const ROLE_CLAIMS: readonly RoleClaim[] = ['admin', 'partner', 'pointofsale', 'customer'];

/**
 * spec A §6: the claim is checked in this priority: admin, partner, point-of-sale, customer; otherwise empty.
 * A claim may be a single value or a list.
 */
export function roleFromClaim(claim: unknown): Role {
  const values = Array.isArray(claim) ? claim : [claim];
  if (values.includes('admin')) return 'ADMINISTRADOR';
  if (values.includes('partner')) return 'PARCEIRO';
  if (values.includes('pointofsale')) return 'PONTO_VENDA';
  if (values.includes('customer')) return 'CLIENTE';
  return '';
}

export const HOME_BY_ROLE: Readonly<Record<Exclude<Role, ''>, string>> = {
  ADMINISTRADOR: '/admin',
  PARCEIRO: '/areaparceiro',
  PONTO_VENDA: '/areapontovenda',
  CLIENTE: '/areacliente',
};

export const NOT_PERMISSION_PATH = '/not-permission';
export const NOT_FOUND_PATH = '/not-found';

export function homeFor(role: Role): string {
  return role === '' ? NOT_PERMISSION_PATH : HOME_BY_ROLE[role];
}

/**
 * spec A §2, §6 offer the change-password entry to partner, point-of-sale and customer users; an administrator, whose
 * first password an operator's one-time password gives (issue 25 §1), changes it the same way.
 */
export function canChangePassword(role: Role): boolean {
  return role !== '';
}

/** Which roles may open an area. spec A §6: the partner area has no role check shown; we let partners only, see DESIGN note. */
export const AREA_ROLES: Readonly<Record<string, readonly Role[]>> = {
  '/admin': ['ADMINISTRADOR'],
  '/areaparceiro': ['PARCEIRO'],
  '/areacliente': ['CLIENTE'],
  '/areapontovenda': ['PONTO_VENDA'],
};

export function mayEnter(role: Role, area: string): boolean {
  const allowed = AREA_ROLES[area];
  return allowed === undefined || allowed.includes(role);
}

/**
 * The portal's own pages outside its areas (spec A §2: the root, the sign-in flow's steps, the problem pages). With
 * the areas of AREA_ROLES, every path the portal answers; the server answers anything else with 404 (issue 8 §6).
 */
export const PORTAL_PAGES: readonly string[] = [
  '/',
  '/oidc',
  '/signin-oidc',
  '/signout-oidc',
  '/silent-oidc',
  NOT_PERMISSION_PATH,
  NOT_FOUND_PATH,
];

/** Whether the portal has a page at `path` (an area's unknown subpath counts: only the area's routes can tell). */
export function isPortalPath(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  if (PORTAL_PAGES.includes(normalised)) return true;
  return Object.keys(AREA_ROLES).some((area) => normalised === area || normalised.startsWith(`${area}/`));
}
