/** Where the Alerts screens live in the Customer area (issue 28 §3): the list, and the rules' settings under it. */
export const suspicionAlertPaths = {
  list: '/areacliente/alertas',
  settings: '/areacliente/alertas/configuracao',
} as const;
