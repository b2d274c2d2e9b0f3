import { recordScreens } from '../app/record-screens';

/** Where the customer screens live in the Partner area (spec A §2). */
export const customerScreens = recordScreens('/areaparceiro', 'clientes', 'cliente', { newWithSlash: true });
export const customerPaths = {
  ...customerScreens.paths,
  users: (id: number) => `${customerScreens.paths.edit(id)}/usuarios`,
  /** The customer's app configuration (its own screens, beside the lots'). */
  apps: (id: number) => `${customerScreens.paths.edit(id)}/aplicativos/`,
} as const;
