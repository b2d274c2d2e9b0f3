import { recordScreens } from '../app/record-screens';

/** Where the partner screens live in the Admin area (spec A §2). */
export const partnerScreens = recordScreens('/admin', 'parceiros', 'parceiro', { newWithSlash: true });
export const partnerPaths = {
  ...partnerScreens.paths,
  users: (id: number) => `${partnerScreens.paths.edit(id)}/usuarios`,
} as const;
