/** Where the API keys screen lives in the Customer area (issue 29 §5). */
export const apiKeyPaths = {
  list: '/areacliente/chavesapi',
} as const;

/** The EPCIS query interface the keys open (apps/api/src/epcis/epcis-events.routes.ts), on the portal's own origin. */
export const EPCIS_EVENTS_PATH = '/api/epcis/events';
