/**
 * Secure NFC lots (issue 27 §3): lots of NTAG 424 DNA chips that sign every tap with Secure Dynamic Messaging. A lot
 * has an SDM mode and two 16-byte keys, the meta-read key (one per lot) and a master key each tag's file-read key is
 * derived from (NXP AN10922). The admin pastes them or leaves them empty for the server to generate and show once.
 */
import * as v from 'valibot';

/** The chip's two cipher suites: AES-128, or NXP's Leakage Resilient Primitive over it (AN12304). */
export const SDM_MODES = ['AES', 'LRP'] as const;
export const SdmModeSchema = v.picklist(SDM_MODES);
export type SdmMode = v.InferOutput<typeof SdmModeSchema>;

/** A key's length in hex digits: 16 bytes. */
export const SDM_KEY_HEX_DIGITS = 32;

/**
 * The secure part of the admin lot form, every field optional: no mode, no secure lot. A key left empty is generated
 * by the server, which then shows it once (`AdminLotPort.revealSdmKeys`).
 */
export const SecureLotInputEntries = {
  sdmMode: v.optional(SdmModeSchema),
  /** The SDM meta-read key, 32 hex digits in any case; '' or absent: the server makes one. */
  sdmMetaReadKey: v.optional(v.string()),
  /** The master key the tags' file-read keys are derived from; '' or absent: the server makes one. */
  sdmMasterKey: v.optional(v.string()),
};
export const SecureLotInputSchema = v.object(SecureLotInputEntries);
export type SecureLotInput = v.InferOutput<typeof SecureLotInputSchema>;

/**
 * What an encoding station programs into each chip of a secure lot: the URL with its placeholders (the lot's public
 * reference in its path, the same for every tag) and where in the NDEF file the chip writes each part.
 */
export const SecureLotLayoutSchema = v.object({
  url: v.string(),
  mode: SdmModeSchema,
  /** Where the chip writes PICCData's hex, counted as the chip's NDEF file counts (NLEN's first byte is 0). */
  piccDataOffset: v.pipe(v.number(), v.integer()),
  /** Where the MAC input begins; equal to macOffset when no file data is mirrored (an empty MAC input). */
  macInputOffset: v.pipe(v.number(), v.integer()),
  macOffset: v.pipe(v.number(), v.integer()),
});
export type SecureLotLayout = v.InferOutput<typeof SecureLotLayoutSchema>;

/** A secure lot's keys, as the server shows those it generated: once, in upper-case hex. */
export const SecureLotKeysSchema = v.object({
  mode: SdmModeSchema,
  metaReadKey: v.string(),
  masterKey: v.string(),
});
export type SecureLotKeys = v.InferOutput<typeof SecureLotKeysSchema>;
