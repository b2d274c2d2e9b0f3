/**
 * An NTAG 424 DNA tag in software, as a secure lot programs it: at each tap its read counter moves on and it writes a
 * fresh URL, PICCData and MAC in place. For tests, benchmarks and trying a lot's keys without a chip; the keys are
 * the lot's (the file-read key is diversified from the master key with the tag's UID, as the server derives it).
 */
import { diversifyFileReadKey } from './key-diversification';
import { encodeSdmMessage } from './sdm-message.encode';
import type { SdmMode } from './sdm-session';
import { sdmUrlLayout, tapUrl } from './sdm-url';

export interface SimulatedTagSettings {
  /** The lot's URL without its query: `<PUBLIC_URL>/s/<lot reference>`. */
  readonly lotUrl: string;
  readonly mode: SdmMode;
  readonly metaReadKey: Uint8Array;
  readonly masterKey: Uint8Array;
  /** The chip's 7-byte UID. */
  readonly uid: Uint8Array;
  /** The read counter before the first tap (a new chip's is 0). */
  readonly counter?: number;
  /** Plain file data the chip encrypts and mirrors as `m`, a whole number of 16-byte blocks; none by default. */
  readonly fileData?: Uint8Array;
}

export interface SimulatedTag {
  /** The URL the next tap opens; the counter moves on by one. */
  tap(): string;
  /** The URL a tap at this counter opens (a counter that went back: what a copied chip's clock would say). */
  tapAt(counter: number): string;
  /** The counter of the last tap. */
  readonly counter: number;
}

export function simulatedTag(settings: SimulatedTagSettings): SimulatedTag {
  const fileReadKey = diversifyFileReadKey(settings.masterKey, settings.uid);
  const layout = sdmUrlLayout(settings.lotUrl, settings.mode, settings.fileData?.length);
  let counter = settings.counter ?? 0;
  const tapAt = (at: number) =>
    tapUrl(
      layout,
      encodeSdmMessage({
        mode: settings.mode,
        metaReadKey: settings.metaReadKey,
        fileReadKey,
        uid: settings.uid,
        counter: at,
        fileData: settings.fileData ?? null,
      }),
    );
  return {
    tap: () => tapAt(++counter),
    tapAt,
    get counter() {
      return counter;
    },
  };
}
