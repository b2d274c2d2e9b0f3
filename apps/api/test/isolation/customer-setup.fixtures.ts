/**
 * The isolation suite's calls for the Customer area's my app, sales points and devices endpoints, merged into ENDPOINT_FIXTURES
 * (endpoint-fixtures.ts): one file per part of the area, so the parts land side by side. Same shape and rules.
 */
import type { EndpointFixture } from './fixture-types';

const myAppBody = {
  nome: 'Meu app',
  config: { nfcEnabled: true, qrCodeEnabled: true, locationRequired: false },
  whatsappNumero: '+55 11 91234-5678',
  whatsappMensagem: 'Olá!',
  urlManualImagem: null,
  urlManualLink: null,
  urlVideoImagem: null,
  urlVideoLink: null,
  urlCompartilhamento: null,
  mensagemCompartilhamento: null,
};

export const CUSTOMER_SETUP_FIXTURES: Readonly<Record<string, EndpointFixture>> = {
  // The caller's own app: no id in the path, the customer is the token's.
  'myApp.get': { own: () => ({}) },
  'myApp.update': { own: () => ({ body: myAppBody }) },
};
