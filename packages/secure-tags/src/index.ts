// @tagtrail/secure-tags: NTAG 424 DNA Secure Dynamic Messaging, verified and made, as pure functions (see README.md).
export { parseHex, toHex, constantTimeEqual } from './bytes';
export {
  verifySdmMessage,
  defaultMacInput,
  type SdmKeys,
  type SdmMessage,
  type EncryptedSdmMessage,
  type PlainSdmMessage,
  type SdmMode,
  type SdmVerifyOptions,
  type SdmVerification,
  type SdmRefusal,
} from './sdm-message.verify';
export {
  encodeSdmMessage,
  encodePlainSdmMessage,
  type EncryptedTagRead,
  type PlainTagRead,
  type EncodedSdmMessage,
  type EncodedPlainSdmMessage,
} from './sdm-message.encode';
export { readTagTamperStatus, type TagTamperStatus } from './tag-tamper';
export { diversifyAes128Key, diversifyFileReadKey } from './key-diversification';
export { sdmUrlLayout, tapUrl, macInputOf, type SdmUrlLayout } from './sdm-url';
export { simulatedTag, type SimulatedTag, type SimulatedTagSettings } from './simulated-tag';
