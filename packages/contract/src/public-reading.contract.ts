/**
 * The app-less reading (spec B §7 "Public"): the public tag page posts the full page URL and the visitor's position,
 * with a tenant id and the app version in headers, and shows the tag fields answered. No sign-in.
 */
import * as v from 'valibot';
import { APP_VERSION, type PublicReadingRequest, type PublicTagReading } from '@tagtrail/domain';
import {
  LeituraUnicaMensagemSchema,
  singleReadingMessagesFromWire,
  singleReadingMessagesToWire,
} from './customers.contract';
import { ACCESS, endpoint } from './endpoint';

/**
 * The request. `logintude` is the spec's spelling of longitude and is kept (spec B §7: "a longitude field (spelt
 * logintude)"); the code is the full page URL.
 */
export const LeituraApplessSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  logintude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
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
export const TagPublicaSchema = v.object({
  serial: Texto,
  produtoNome: Texto,
  produtoDescricao: Texto,
  produtoUrlManual: Texto,
  produtoUrlVideo: Texto,
  urlFotosProduto: v.optional(v.array(v.string()), []),
  clienteNome: Texto,
  loteClienteNumero: Texto,
  loteClienteStatusId: Numero,
  statusData: Texto,
  fabricacao: Texto,
  validade: Texto,
  tagStatusId: Numero,
  leituraUnica: v.optional(v.boolean(), false),
  /** The customer's single-reading messages: a JSON string of language id to message, as the customer stores it. */
  leituraUnicaMensagem: v.optional(LeituraUnicaMensagemSchema, null),
  numeroLeituras: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  tema: Texto,
  tempoTransicaoImagens: Numero,
});
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

export const publicReadingRequestToWire = (r: PublicReadingRequest): LeituraApplessWire => ({
  code: r.code,
  latitude: r.latitude,
  logintude: r.longitude,
});
export const publicReadingRequestFromWire = (w: LeituraApplessWire): PublicReadingRequest => ({
  code: w.code,
  latitude: w.latitude,
  longitude: w.logintude,
});

export const publicTagReadingFromWire = (w: TagPublicaWire): PublicTagReading => ({
  serial: w.serial,
  productName: w.produtoNome,
  productDescription: w.produtoDescricao,
  productManualUrl: w.produtoUrlManual,
  productVideoUrl: w.produtoUrlVideo,
  photoUrls: w.urlFotosProduto,
  customerName: w.clienteNome,
  lotNumber: w.loteClienteNumero,
  lotStatusId: w.loteClienteStatusId,
  statusDate: w.statusData,
  manufactureDate: w.fabricacao,
  expiryDate: w.validade,
  tagStatusId: w.tagStatusId,
  singleReading: w.leituraUnica,
  singleReadingMessages: singleReadingMessagesFromWire(w.leituraUnicaMensagem),
  readingCount: w.numeroLeituras,
  theme: w.tema,
  carouselTransitionMs: w.tempoTransicaoImagens,
});

export const publicTagReadingToWire = (r: PublicTagReading): TagPublicaWire => ({
  serial: r.serial,
  produtoNome: r.productName,
  produtoDescricao: r.productDescription,
  produtoUrlManual: r.productManualUrl,
  produtoUrlVideo: r.productVideoUrl,
  urlFotosProduto: [...r.photoUrls],
  clienteNome: r.customerName,
  loteClienteNumero: r.lotNumber,
  loteClienteStatusId: r.lotStatusId,
  statusData: r.statusDate,
  fabricacao: r.manufactureDate,
  validade: r.expiryDate,
  tagStatusId: r.tagStatusId,
  leituraUnica: r.singleReading,
  leituraUnicaMensagem: singleReadingMessagesToWire(r.singleReadingMessages),
  numeroLeituras: r.readingCount,
  tema: r.theme,
  tempoTransicaoImagens: r.carouselTransitionMs,
});
