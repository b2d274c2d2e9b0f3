/**
 * App calls: a customer's app configurations and template in the partner area (spec A §7 "Customers (partner
 * area)"), and the customer's own app in the customer area (spec B §7 "Dashboard, app, sales points").
 */
import * as v from 'valibot';
import type { AppConfig, AppConfigInput, MyApp, MyAppInput } from '@tagtrail/domain';
import { ACCESS, endpoint, IdParam } from './endpoint';
import { field, wireRecord } from './wire-record';

const partner = ACCESS.partner;
const customer = ACCESS.customer;

/** spec A §3: config {nfcEnabled, qrCodeEnabled, locationRequired}; the wire keeps these English names. */
export const AplicativoConfigSchema = v.object({
  nfcEnabled: v.boolean(),
  qrCodeEnabled: v.boolean(),
  locationRequired: v.boolean(),
});
export type AplicativoConfigWire = v.InferOutput<typeof AplicativoConfigSchema>;

const appConfigInputFields = { name: field('nome', v.string()), flags: field('config', AplicativoConfigSchema) };
export const appConfigInputWire = wireRecord(appConfigInputFields);
export const AplicativoInputSchema = appConfigInputWire.schema;
export type AplicativoInputWire = v.InferOutput<typeof AplicativoInputSchema>;

export const appConfigWire = wireRecord({ id: field('id', v.number()), ...appConfigInputFields });
export const AplicativoSchema = appConfigWire.schema;
export type AplicativoWire = v.InferOutput<typeof AplicativoSchema>;

const optionalText = v.nullable(v.string());

/** spec B §3 "App config": the partner area's fields plus contact and links; empty ones travel as null (B §5). */
const myAppInputFields = {
  ...appConfigInputFields,
  whatsappNumber: field('whatsappNumero', optionalText),
  whatsappMessage: field('whatsappMensagem', optionalText),
  manualImageUrl: field('urlManualImagem', optionalText),
  manualLinkUrl: field('urlManualLink', optionalText),
  videoImageUrl: field('urlVideoImagem', optionalText),
  videoLinkUrl: field('urlVideoLink', optionalText),
  shareUrl: field('urlCompartilhamento', optionalText),
  shareMessage: field('mensagemCompartilhamento', optionalText),
};
export const myAppInputWire = wireRecord(myAppInputFields);
export const MeuAplicativoInputSchema = myAppInputWire.schema;
export type MeuAplicativoInputWire = v.InferOutput<typeof MeuAplicativoInputSchema>;

/** `id` is null while the customer has no app: GET then answers an empty form instead of 404, and PUT creates it. */
export const myAppWire = wireRecord({ id: field('id', v.nullable(v.number())), ...myAppInputFields });
export const MeuAplicativoSchema = myAppWire.schema;
export type MeuAplicativoWire = v.InferOutput<typeof MeuAplicativoSchema>;

/** spec A §7: the template upload is a multipart form whose field `arquivo` holds the zip. */
export const TEMPLATE_FILE_FIELD = 'arquivo';
export const TEMPLATE_MEDIA_TYPE = 'application/zip';

/**
 * The template download answers the zip's bytes (application/zip, `responseType: 'blob'`); this is what the HTTP
 * client hands on once it has read them, and what the server sends.
 */
export const ZipBytesSchema = v.instance(Uint8Array);

const customerParams = v.object({ id: IdParam });
const appParams = v.object({ id: IdParam, appId: IdParam });
const templateParams = v.object({ id: IdParam, tenantId: v.pipe(v.string(), v.minLength(1)) });

export const appConfigContract = {
  list: endpoint({
    method: 'GET',
    path: 'areaparceiro/clientes/{id}/aplicativos',
    summary: "A customer's app configurations (the read-only summary)",
    params: customerParams,
    response: v.array(AplicativoSchema),
    ...partner,
  }),
  create: endpoint({
    method: 'POST',
    path: 'areaparceiro/clientes/{id}/aplicativos',
    summary: 'Create an app configuration (its switches start off); answers the new id',
    params: customerParams,
    body: AplicativoInputSchema,
    response: v.number(),
    ...partner,
  }),
  get: endpoint({
    method: 'GET',
    path: 'areaparceiro/clientes/{id}/aplicativos/{appId}',
    summary: 'One app configuration',
    params: appParams,
    response: AplicativoSchema,
    ...partner,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'areaparceiro/clientes/{id}/aplicativos/{appId}',
    summary: 'Update an app configuration; answers its id',
    params: appParams,
    body: AplicativoInputSchema,
    response: v.number(),
    ...partner,
  }),
};

export const appTemplateContract = {
  download: endpoint({
    method: 'GET',
    path: 'areaparceiro/clientes/{id}/aplicativos/{tenantId}/templates',
    summary: "The customer's app template: a zip (theme.json and six png images) answered as bytes",
    params: templateParams,
    response: ZipBytesSchema,
    responseType: 'blob',
    ...partner,
  }),
  upload: endpoint({
    method: 'POST',
    path: 'areaparceiro/clientes/{id}/aplicativos/{tenantId}/templates',
    summary: `Replace the customer's app template: multipart field '${TEMPLATE_FILE_FIELD}' holds the zip`,
    params: templateParams,
    body: v.object({}),
    bodyType: 'multipart',
    ...partner,
  }),
};

export const myAppContract = {
  get: endpoint({
    method: 'GET',
    path: 'areacliente/aplicativos',
    summary: "The calling customer's app (id null when there is none yet)",
    response: MeuAplicativoSchema,
    ...customer,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'areacliente/aplicativos',
    summary: "Save the calling customer's app, creating it the first time",
    body: MeuAplicativoInputSchema,
    ...customer,
  }),
};

export const appConfigInputFromWire: (w: AplicativoInputWire) => AppConfigInput = appConfigInputWire.fromWire;
export const appConfigInputToWire: (a: AppConfigInput) => AplicativoInputWire = appConfigInputWire.toWire;
export const appConfigFromWire: (w: AplicativoWire) => AppConfig = appConfigWire.fromWire;
export const appConfigToWire: (a: AppConfig) => AplicativoWire = appConfigWire.toWire;
export const myAppInputFromWire: (w: MeuAplicativoInputWire) => MyAppInput = myAppInputWire.fromWire;
export const myAppInputToWire: (a: MyAppInput) => MeuAplicativoInputWire = myAppInputWire.toWire;
export const myAppFromWire: (w: MeuAplicativoWire) => MyApp = myAppWire.fromWire;
export const myAppToWire: (a: MyApp) => MeuAplicativoWire = myAppWire.toWire;
