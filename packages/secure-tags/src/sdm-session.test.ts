import { describe, expect, it } from 'vitest';
import { parseHex, toHex } from './bytes';
import { aesSessionKeys, decryptPiccData, lrpSessionKey, readPiccPlaintext, sdmSession } from './sdm-session';

const hex = (text: string) => parseHex(text)!;
const ZERO_KEY = new Uint8Array(16);

describe('SDM session keys and ciphers', () => {
  // AN12196 rev 1.8 §4.3 Table 2 (p.10), as johnnyb/ntag424-java checks it in SdmTest.testSDMAESKeyGeneration.
  it('derives AN12196’s AES session keys for UID 04C767F2066180, counter 1', () => {
    const keys = aesSessionKeys(hex('5ACE7E50AB65D5D51FD5BF5A16B8205B'), hex('04C767F2066180'), 1);
    expect(toHex(keys.encryption)).toBe('66DA61797E23DECA5D8ECA13BBADF7A9');
    expect(toHex(keys.mac)).toBe('3A3E8110E05311F7A3FCF0D969BF2B48');
  });

  // AN12196 rev 1.8 §4.4.4.2.1 Table 5 step 3 (the decrypted PICCData of e=EF963F…).
  it('decrypts the PICCData of AN12196’s SUN example', () => {
    const decrypted = decryptPiccData('AES', ZERO_KEY, hex('EF963FF7828658A599F3041510671E88'));
    expect(toHex(decrypted)).toBe('C704DE5F1EACC0403D0000DA5CF60941');
    expect(readPiccPlaintext(decrypted)).toEqual({ tag: 0xc7, uid: hex('04DE5F1EACC040'), counter: 0x3d });
  });

  // AN12196 rev 1.8 §4.4.4.2.1 Table 5 step 13 (e=EF963F…) and §4.4.4.2.2 p.18 (picc_data=FD91EC…): their
  // KSesSDMFileReadMAC, as quoted from the note in NXP community threads 1763859 and 1985927.
  it('derives AN12196’s AES session MAC keys of its two SUN examples', () => {
    expect(toHex(aesSessionKeys(ZERO_KEY, hex('04DE5F1EACC040'), 61).mac)).toBe('3FB5F6E3A807A03D5E3570ACE393776F');
    expect(toHex(aesSessionKeys(ZERO_KEY, hex('04958CAA5C5E80'), 8).mac)).toBe('3ED0920E5E6A0320D823D5987FEAFBB1');
  });

  // AN12196 p.14, SDMENCFileData decryption, as johnnyb/ntag424-java checks it (testFileEncryptionAESFromFeaturesHints).
  it('decrypts AN12196’s AES file data', () => {
    const session = sdmSession('AES', ZERO_KEY, hex('04958CAA5C5E80'), 1);
    expect(toHex(session.decryptFileData(hex('94592FDE69FA06E8E3B6CA686A22842B')))).toBe('78'.repeat(16));
  });

  // nfc-developer/sdm-backend tests/test_lrp_sdm.py: the decrypted PICCData and the LRP session key of two reads.
  it.each([
    {
      piccData: 'AAE1508939ECF6FF26BCE407959AB1A5EC022819A35CD293',
      plaintext: 'C7042E1D222A63806A000016E2CA89D1',
      counter: 0x6a,
      sessionKey: '99C2FD9C885C2CA3C9089C20057310C0',
    },
    {
      piccData: '65628ED36888CF9C84797E43ECACF114C6ED9A5E101EB592',
      plaintext: 'C7042E1D222A63807B00002993571635',
      counter: 0x7b,
      sessionKey: '817133DD9FFF11B94FC2FB107AA4D971',
    },
  ])('decrypts LRP PICCData $piccData and derives its session key', ({ piccData, plaintext, counter, sessionKey }) => {
    const decrypted = decryptPiccData('LRP', ZERO_KEY, hex(piccData));
    expect(toHex(decrypted)).toBe(plaintext);
    const picc = readPiccPlaintext(decrypted);
    expect(picc).toEqual({ tag: 0xc7, uid: hex('042E1D222A6380'), counter });
    expect(toHex(lrpSessionKey(ZERO_KEY, picc.uid, picc.counter))).toBe(sessionKey);
  });

  // johnnyb/ntag424-java SdmTest.testFileEncrpytionLRP: PICCData and file data of a real tag, factory keys, no MAC.
  it('decrypts LRP file data of johnnyb/ntag424-java’s read', () => {
    const picc = readPiccPlaintext(
      decryptPiccData('LRP', ZERO_KEY, hex('4EED5D97131E60E6EA7C99DCC98FED49344896F16257DC6B')),
    );
    expect(toHex(picc.uid)).toBe('04827F12647380');
    expect(picc.counter).toBe(0x21);
    const session = sdmSession('LRP', ZERO_KEY, picc.uid, picc.counter);
    expect(toHex(session.decryptFileData(hex('0586F575D54AECF1586B1FE750E8C0AC')))).toBe('2A'.repeat(16));
  });
});
