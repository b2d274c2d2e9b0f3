/**
 * The app-less reading (spec B §7 "Public"): the public tag page posts the full page URL and the visitor's position,
 * with a tenant id and the app version in headers, and shows the tag fields answered. No sign-in.
 */
import * as v from 'valibot';
import {
  APP_VERSION,
  ReadingAuthenticitySchema,
  type PublicReadingRequest,
  type PublicTagReading,
} from '@tagtrail/domain';
import {
  LeituraUnicaMensagemSchema,
  singleReadingMessagesFromWire,
  singleReadingMessagesToWire,
} from './customers.contract';
import { ACCESS, endpoint } from './endpoint';
import { codedField, field, wireRecord } from './wire-record';

/**
 * The request. `logintude` is the spec's spelling of longitude and is kept (spec B §7: "a longitude field (spelt
 * logintude)"); the code is the full page URL.
 */
export const publicReadingRequestWire = wireRecord({
  code: field('code', v.pipe(v.string(), v.minLength(1))),
  latitude: field('latitude', v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: field('logintude', v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
});
export const LeituraApplessSchema = publicReadingRequestWire.schema;
export type LeituraApplessWire = v.InferOutput<typeof LeituraApplessSchema>;

/**
 * The headers the reading carries (spec B §7: "headers for a tenant id and an app version (value 3.0.12)"). The spec
 * does not name them; these are ours. Header names are matched without regard to case.
 */
export const APPLESS_HEADERS = { tenantId: 'tenant-id', appVersion: 'app-version' } as const;

export const AppLessHeadersSchema = v.object({
  [APPLESS_HEADERS.tenantId]: v.pipe(v.string(), v.minLength(1)),
  [APPLESS_HEADERS.appVersion]: v.pipe(v.string(), v.minLength(1)),
});
export type AppLessHeadersWire = v.InferOutput<typeof AppLessHeadersSchema>;

/** The values of the call's `headers` the page sends, the app version being APP_VERSION. */
export function appLessHeaders(tenantId: string): AppLessHeadersWire {
  return { [APPLESS_HEADERS.tenantId]: tenantId, [APPLESS_HEADERS.appVersion]: APP_VERSION };
}

const Texto = v.optional(v.nullable(v.string()), null);
const Numero = v.optional(v.nullable(v.number()), null);

/** spec B §3 "Public tag response". Dates travel as the server writes them (ISO 8601). */
export const publicTagReadingWire = wireRecord({
  serial: field('serial', Texto),
  productName: field('produtoNome', Texto),
  productDescription: field('produtoDescricao', Texto),
  productManualUrl: field('produtoUrlManual', Texto),
  productVideoUrl: field('produtoUrlVideo', Texto),
  photoUrls: field('urlFotosProduto', v.optional(v.array(v.string()), [])),
  customerName: field('clienteNome', Texto),
  lotNumber: field('loteClienteNumero', Texto),
  lotStatusId: field('loteClienteStatusId', Numero),
  statusDate: field('statusData', Texto),
  manufactureDate: field('fabricacao', Texto),
  expiryDate: field('validade', Texto),
  tagStatusId: field('tagStatusId', Numero),
  singleReading: field('leituraUnica', v.optional(v.boolean(), false)),
  /** The customer's single-reading messages: a JSON string of language id to message, as the customer stores it. */
  singleReadingMessages: codedField('leituraUnicaMensagem', v.optional(LeituraUnicaMensagemSchema, null), {
    fromWire: singleReadingMessagesFromWire,
    toWire: singleReadingMessagesToWire,
  }),
  readingCount: field('numeroLeituras', v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0)),
  theme: field('tema', Texto),
  carouselTransitionMs: field('tempoTransicaoImagens', Numero),
  /** What the reading proved (issue 27 §4): genuine, replayed or invalid for a secure NFC tap, else unverified. */
  authenticity: field('autenticidade', v.optional(ReadingAuthenticitySchema, 'unverified')),
});
export const TagPublicaSchema = publicTagReadingWire.schema;
export type TagPublicaWire = v.InferOutput<typeof TagPublicaSchema>;

export const publicReadingContract = {
  read: endpoint({
    method: 'POST',
    // Spelt as spec B §7 writes it, leading slash included; relative to /api like every path (`relativePath`).
    path: '/appless/leituras',
    summary:
      'Register an app-less tag reading (code = full page URL, latitude, logintude; headers tenant-id and app-version) and answer the public tag fields; no serial when the URL names no tag',
    headers: AppLessHeadersSchema,
    body: LeituraApplessSchema,
    response: TagPublicaSchema,
    ...ACCESS.public,
  }),
};

export const publicReadingRequestFromWire: (w: LeituraApplessWire) => PublicReadingRequest =
  publicReadingRequestWire.fromWire;
export const publicTagReadingToWire: (r: PublicTagReading) => TagPublicaWire = publicTagReadingWire.toWire;
