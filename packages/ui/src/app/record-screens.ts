/**
 * Where a resource's record screens live, declared once (issue 26 §2): its list at `<area>/<list>`, a new record at
 * `<area>/<record>` and one record at `<area>/<record>/{id}` (spec A §2, B §2). The views link with `paths`, the
 * portal mounts `routes` inside the area (apps/portal/src/areas/record-routes.tsx), and the side menu takes its
 * address and the prefixes that keep it lit from here (shell/menus.ts), so an address is written in one place.
 */
export interface RecordScreens {
  readonly paths: {
    readonly list: string;
    readonly create: string;
    readonly edit: (id: number) => string;
  };
  /** The same places as the area's routes name them, without the area. */
  readonly routes: { readonly list: string; readonly create: string; readonly edit: string };
  /** The path prefixes that keep the resource's menu entry lit: the list and its forms. */
  readonly matches: readonly string[];
}

export interface RecordScreenOptions {
  /**
   * The new record's address ends with a slash, as the spec writes it for the admin and partner areas
   * (`/parceiro/{id?}`); the customer area's have none (`/categoria`). Either way the route takes both.
   */
  readonly newWithSlash?: boolean;
}

export function recordScreens(
  area: string,
  list: string,
  record: string,
  { newWithSlash = false }: RecordScreenOptions = {},
): RecordScreens {
  const listPath = `${area}/${list}`;
  const recordPath = `${area}/${record}`;
  return {
    paths: {
      list: listPath,
      create: newWithSlash ? `${recordPath}/` : recordPath,
      edit: (id) => `${recordPath}/${id}`,
    },
    routes: { list: `/${list}`, create: `/${record}`, edit: `/${record}/:id` },
    matches: [listPath, `${recordPath}/`, recordPath],
  };
}
