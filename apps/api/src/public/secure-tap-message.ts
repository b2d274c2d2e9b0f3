/**
 * One secure tap's message checked against its lot's keys: the tag's file-read key diversified from the lot's master
 * key with the UID inside (AN10922), then the SDM verification. Pure and synchronous: the server runs it on the event
 * loop for AES lots and on a worker thread for LRP lots (secure-tap-verifier.ts), whose verification takes longer.
 */
import { diversifyFileReadKey, verifySdmMessage, type SdmVerification } from '@tagtrail/secure-tags';

/** Everything a verification needs, as plain bytes and text: it crosses to a worker thread as it is. */
export interface SecureTapMessage {
  readonly metaReadKey: Uint8Array;
  readonly masterKey: Uint8Array;
  readonly piccData: Uint8Array;
  readonly encFileData: Uint8Array | null;
  readonly mac: Uint8Array;
  readonly macInput: string;
}

export function verifySecureTapMessage(message: SecureTapMessage): SdmVerification {
  return verifySdmMessage(
    { metaReadKey: message.metaReadKey, fileReadKey: (uid) => diversifyFileReadKey(message.masterKey, uid) },
    { piccData: message.piccData, encFileData: message.encFileData, mac: message.mac, macInput: message.macInput },
    // Tagtrail's layout mirrors no TagTamper status.
    { tagTamperStatusOffset: null },
  );
}
