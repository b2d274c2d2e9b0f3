import { describe, expect, it } from 'vitest';
import { aesEncryptBlock } from './aes';
import { concatBytes, parseHex, toHex, utf8Bytes } from './bytes';
import { encodeSdmMessage } from './sdm-message.encode';
import {
  verifySdmMessage,
  type EncryptedSdmMessage,
  type SdmKeys,
  type SdmMessage,
  type SdmVerification,
} from './sdm-message.verify';
import { mirroredBytes, sdmSession } from './sdm-session';

const hex = (text: string) => parseHex(text)!;
const ZERO_KEY = new Uint8Array(16);
const FACTORY_KEYS: SdmKeys = { metaReadKey: ZERO_KEY, fileReadKey: ZERO_KEY };
const ascii = (text: string) => toHex(utf8Bytes(text));

/** The parts of a valid verification worth comparing, in hex. */
function accepted(result: SdmVerification) {
  if (!result.valid) return result;
  return {
    mode: result.mode,
    uid: toHex(result.uid),
    counter: result.counter,
    fileData: result.fileData && toHex(result.fileData),
    tamper: result.tamper,
  };
}

interface Vector {
  source: string;
  keys: SdmKeys;
  message: SdmMessage;
  expected: { mode: string; uid: string; counter: number; fileData: string | null; tamper: string | null };
}

const VECTORS: Vector[] = [
  {
    source: 'AN12196 rev 1.8 §4.4.2.1 and §4.4.4.2.1 Table 5 (ntag.nxp.com/424?e=EF963F…&c=94EED9…), MAC input empty',
    keys: FACTORY_KEYS,
    message: { piccData: hex('EF963FF7828658A599F3041510671E88'), mac: hex('94EED9EE65337086') },
    expected: { mode: 'AES', uid: '04DE5F1EACC040', counter: 61, fileData: null, tamper: null },
  },
  {
    source: 'AN12196 rev 1.8 §4.4.4.2.2 p.18 (my424dna.com/?picc_data=FD91EC…&enc=CEE9A5…&cmac=ECC1E7…), file data',
    keys: FACTORY_KEYS,
    message: {
      piccData: hex('FD91EC264309878BE6345CBE53BADF40'),
      encFileData: hex('CEE9A53E3E463EF1F459635736738962'),
      macInput: 'CEE9A53E3E463EF1F459635736738962&cmac=',
      mac: hex('ECC1E7F6C6C73BF6'),
    },
    expected: { mode: 'AES', uid: '04958CAA5C5E80', counter: 8, fileData: ascii('x'.repeat(16)), tamper: null },
  },
  {
    source: 'nfc-developer/sdm-backend tests/test_libsdm.py test_sun3_custom: own keys, MAC input the file data alone',
    keys: {
      metaReadKey: hex('42aff114f2cb3b6141be6dc95dfc5416'),
      fileReadKey: hex('b62a9baf092439bd43c62aee96b970c5'),
    },
    message: {
      piccData: hex('8ACADDEF0A9B62CDAE39A16B83FC14DE'),
      encFileData: hex('B8436E11F627BB7F543FCC0C1E0D1A89'),
      macInput: 'B8436E11F627BB7F543FCC0C1E0D1A89',
      mac: hex('238B2543A8DEBAD8'),
    },
    expected: {
      mode: 'AES',
      uid: '041D3C8A2D6B80',
      counter: 291,
      fileData: ascii('NTXXqno_oBFpwy-V'),
      tamper: 'not-supported',
    },
  },
  {
    source:
      'nfc-developer/sdm-backend tests/test_libsdm.py test_decrypt_with_kdf1: keys derived by its libsdm/derive.py',
    // Meta-read key derive_undiversified_key(47BBB6…C521, 1), file-read key derive_tag_key(…, UID, 2), computed once
    // with that file's HMAC-SHA256 and CMAC recipe; the MAC input is the file data's hex alone (its "bulk" mode).
    keys: {
      metaReadKey: hex('C3B653D8484D82FD9D5DC48840E1F94E'),
      fileReadKey: (uid) => (toHex(uid) === '04C24EDA926980' ? hex('1FD0D360CCF906DF902CC8404C7CE5AA') : ZERO_KEY),
    },
    message: {
      piccData: hex('8DE9030262807261850FCCF5FE007E21'),
      encFileData: hex(
        '382B4C3D68552C3A5F417F0695A3D857923764E1737AD1F80E834E46387F45DC' +
          '77FE7468BBCF9DBF43B29CA58E8D6435F908C9C0CD56E9B4B9960FE1279C5DF1',
      ),
      macInput:
        '382B4C3D68552C3A5F417F0695A3D857923764E1737AD1F80E834E46387F45DC' +
        '77FE7468BBCF9DBF43B29CA58E8D6435F908C9C0CD56E9B4B9960FE1279C5DF1',
      mac: hex('DF3EF20BE7D91C8E'),
    },
    expected: {
      mode: 'AES',
      uid: '04C24EDA926980',
      counter: 1,
      fileData: ascii(`NT1${'x'.repeat(49)}${'E'.repeat(12)}`),
      tamper: 'not-supported',
    },
  },
  {
    source: 'nfc-developer/sdm-backend tests/test_libsdm.py test_decrypt_with_kdf2: a TagTamper tag reading closed',
    keys: {
      metaReadKey: hex('C3B653D8484D82FD9D5DC48840E1F94E'),
      fileReadKey: (uid) => (toHex(uid) === '047D5F2AAA6180' ? hex('97D1C3D765BC22AB707E80723E17B126') : ZERO_KEY),
    },
    message: {
      piccData: hex('4F5B914723915D456C038FE658686CD5'),
      encFileData: hex('5CE7DCDEA93F5DA7AAA0AADC97485ABF'),
      macInput: '5CE7DCDEA93F5DA7AAA0AADC97485ABF',
      mac: hex('FFCD8DE82AD05289'),
    },
    expected: {
      mode: 'AES',
      uid: '047D5F2AAA6180',
      counter: 2,
      fileData: `${ascii('CC')}04${ascii(`aaaa${'E'.repeat(9)}`)}`,
      tamper: 'secure',
    },
  },
  {
    source: 'johnnyb/ntag424-java SdmTest.testFileEncryptionAES: factory keys, MAC input ends with "/"',
    keys: FACTORY_KEYS,
    message: {
      piccData: hex('379F7A361ED4728A13B70F2B591FFA6B'),
      encFileData: hex('A0DED1861CC740B47240AC0C944DC2EF'),
      macInput: 'A0DED1861CC740B47240AC0C944DC2EF/',
      mac: hex('4FF9720BC3FE5910'),
    },
    expected: {
      mode: 'AES',
      uid: '04B07F12647380',
      counter: 1,
      fileData: '0102030405060708090A0B0C0D0E0F10',
      tamper: null,
    },
  },
  {
    source: 'nfc-developer/sdm-backend tests/test_libsdm.py test_plain_sdm: plain mirror, AES',
    keys: FACTORY_KEYS,
    message: { uid: hex('041E3C8A2D6B80'), counter: 6, mac: hex('4B00064004B0B3D3') },
    expected: { mode: 'AES', uid: '041E3C8A2D6B80', counter: 6, fileData: null, tamper: null },
  },
  {
    source: 'nfc-developer/sdm-backend tests/test_libsdm.py test_sdm_lrp1: LRP with encrypted file data',
    keys: FACTORY_KEYS,
    message: {
      piccData: hex('07D9CA2545881D4BFDD920BE1603268C0714420DD893A497'),
      encFileData: hex('D6E921C47DB4C17C56F979F81559BB83'),
      macInput: 'D6E921C47DB4C17C56F979F81559BB83&cmac=',
      mac: hex('F9481AC7D855BDB6'),
    },
    expected: {
      mode: 'LRP',
      uid: '049B112A2F7080',
      counter: 4,
      fileData: ascii('NTXXb7dz3PsYYBlU'),
      tamper: 'not-supported',
    },
  },
  {
    source: 'nfc-developer/sdm-backend tests/test_libsdm.py test_sdm_lrp2: LRP, MAC input empty',
    keys: FACTORY_KEYS,
    message: { piccData: hex('1FCBE61B3E4CAD980CBFDD333E7A4AC4A579569BAFD22C5F'), mac: hex('4231608BA7B02BA9') },
    expected: { mode: 'LRP', uid: '04940E2A2F7080', counter: 3, fileData: null, tamper: null },
  },
  {
    source: 'nfc-developer/sdm-backend tests/test_lrp_sdm.py test_lrp_sdm: LRP, MAC input from the PICCData on',
    keys: FACTORY_KEYS,
    message: {
      piccData: hex('AAE1508939ECF6FF26BCE407959AB1A5EC022819A35CD293'),
      macInput: 'AAE1508939ECF6FF26BCE407959AB1A5EC022819A35CD293x',
      mac: hex('5E3DB82C19E3865F'),
    },
    expected: { mode: 'LRP', uid: '042E1D222A6380', counter: 0x6a, fileData: null, tamper: null },
  },
  {
    source:
      'nfc-developer/sdm-backend tests/test_lrp_sdm.py test_lrp_sdm_with_enc_file: LRP, MAC input from the host on',
    keys: FACTORY_KEYS,
    message: {
      piccData: hex('65628ED36888CF9C84797E43ECACF114C6ED9A5E101EB592'),
      encFileData: hex('4ADE304B5AB9474CB40AFFCAB0607A85'),
      macInput: 'any.domain/?m=65628ED36888CF9C84797E43ECACF114C6ED9A5E101EB592x4ADE304B5AB9474CB40AFFCAB0607A85x',
      mac: hex('87E287E8135BFC06'),
    },
    expected: { mode: 'LRP', uid: '042E1D222A6380', counter: 0x7b, fileData: ascii('0102030400000000'), tamper: null },
  },
  {
    source: 'johnnyb/ntag424-java SdmTest.testPICCEncryptionLRP: LRP, MAC input empty',
    keys: FACTORY_KEYS,
    message: { piccData: hex('B3373525DC0343DEDB5F8E89F5387402EDFB8C22186FC129'), mac: hex('A3773D237775F892') },
    expected: { mode: 'LRP', uid: '04827F12647380', counter: 0x1e, fileData: null, tamper: null },
  },
  {
    source: 'johnnyb/ntag424-java SdmTest.testFileEncryption2LRP: LRP with file data, MAC input ends with "/"',
    keys: FACTORY_KEYS,
    message: {
      piccData: hex('B3EC473AD2BDB04A0B75065B8E775FEF2D08AD7E8D024DF2'),
      encFileData: hex('A8335B51B0A252AFEAFEEB38FCA0D810'),
      macInput: 'A8335B51B0A252AFEAFEEB38FCA0D810/',
      mac: hex('02E985A8AE05ED05'),
    },
    expected: {
      mode: 'LRP',
      uid: '04827F12647380',
      counter: 0x25,
      fileData: '0102030405060708090A0B0C0D0E0F10',
      tamper: null,
    },
  },
  {
    source: 'johnnyb/ntag424-java SdmTest.testSdmLRPMac: plain mirror, LRP, MAC input empty',
    keys: FACTORY_KEYS,
    message: { uid: hex('04827F12647380'), counter: 7, mac: hex('A9DAF6E5B2E583ED') },
    expected: { mode: 'LRP', uid: '04827F12647380', counter: 7, fileData: null, tamper: null },
  },
];

describe('verifying published SDM reads', () => {
  it.each(VECTORS)('accepts $source', ({ keys, message, expected }) => {
    expect(accepted(verifySdmMessage(keys, message))).toEqual(expected);
  });

  it('takes the hex of the encrypted file data followed by "&c=" as the MAC input when none is given', () => {
    const read = encodeSdmMessage({
      mode: 'AES',
      metaReadKey: ZERO_KEY,
      fileReadKey: ZERO_KEY,
      uid: hex('04DE5F1EACC040'),
      counter: 62,
      fileData: utf8Bytes('CC' + 'x'.repeat(14)),
    });
    expect(read.macInput).toBe(`${toHex(read.encFileData!)}&c=`);
    const { macInput: _left, ...withoutMacInput } = read;
    expect(verifySdmMessage(FACTORY_KEYS, withoutMacInput)).toMatchObject({ valid: true, tamper: 'secure' });
  });

  it('reads the plain mirror of a tag in the mode it is told, and refuses it in the other', () => {
    const lrpRead = { uid: hex('04827F12647380'), counter: 7, mac: hex('A9DAF6E5B2E583ED') };
    expect(verifySdmMessage(FACTORY_KEYS, { ...lrpRead, mode: 'LRP' })).toMatchObject({ valid: true, mode: 'LRP' });
    expect(verifySdmMessage(FACTORY_KEYS, { ...lrpRead, mode: 'AES' })).toEqual({
      valid: false,
      mode: 'AES',
      reason: 'mac-mismatch',
    });
  });

  it('reads keys and parts lying at any offset of a larger buffer, as a Node Buffer pool hands them out', () => {
    const atOddOffset = (bytes: Uint8Array) => {
      const pool = new Uint8Array(bytes.length + 3);
      pool.set(bytes, 3);
      return pool.subarray(3);
    };
    for (const { keys, message, expected } of VECTORS.filter((vector) => 'piccData' in vector.message)) {
      const { piccData, mac, encFileData, macInput } = message as EncryptedSdmMessage;
      const shiftedKeys = {
        metaReadKey: atOddOffset(keys.metaReadKey),
        fileReadKey: typeof keys.fileReadKey === 'function' ? keys.fileReadKey : atOddOffset(keys.fileReadKey),
      };
      const shifted = {
        piccData: atOddOffset(piccData),
        mac: atOddOffset(mac),
        encFileData: encFileData ? atOddOffset(encFileData) : null,
        ...(macInput === undefined ? {} : { macInput }),
      };
      expect(accepted(verifySdmMessage(shiftedKeys, shifted))).toEqual(expected);
    }
  });

  it('reads the TagTamper letters where it is told, or not at all', () => {
    const vector = VECTORS.find((each) => each.expected.tamper === 'secure')!;
    expect(verifySdmMessage(vector.keys, vector.message, { tagTamperStatusOffset: null })).toMatchObject({
      valid: true,
      tamper: null,
    });
    expect(verifySdmMessage(vector.keys, vector.message, { tagTamperStatusOffset: 5 })).toMatchObject({
      valid: true,
      tamper: null,
    });
  });
});

describe('refusing SDM reads', () => {
  const an12196 = VECTORS[0]!.message as { piccData: Uint8Array; mac: Uint8Array };
  const withFile = VECTORS[1]!.message as {
    piccData: Uint8Array;
    encFileData: Uint8Array;
    macInput: string;
    mac: Uint8Array;
  };
  const refusal = (keys: SdmKeys, message: SdmMessage) => {
    const result = verifySdmMessage(keys, message);
    return result.valid ? 'accepted' : result.reason;
  };

  // nfc-developer/sdm-backend tests/test_libsdm.py test_sun2_wrong_sdmmac and test_plain_sdm_wrong.
  it('refuses sdm-backend’s wrong MACs', () => {
    expect(refusal(FACTORY_KEYS, { ...withFile, mac: hex('3CC1E7F6C6C33B33') })).toBe('mac-mismatch');
    expect(refusal(FACTORY_KEYS, { uid: hex('041E3C8A2D6B80'), counter: 6, mac: hex('AB00064004B0B3AB') })).toBe(
      'mac-mismatch',
    );
  });

  it('refuses a read verified with another file-read key', () => {
    expect(refusal({ metaReadKey: ZERO_KEY, fileReadKey: new Uint8Array(16).fill(1) }, an12196)).toBe('mac-mismatch');
  });

  it('refuses PICCData decrypted with another meta-read key (its tag byte is then noise)', () => {
    const result = verifySdmMessage({ metaReadKey: new Uint8Array(16).fill(1), fileReadKey: ZERO_KEY }, an12196);
    expect(result.valid).toBe(false);
  });

  it('refuses a tag byte other than "UID and counter mirrored, UID of 7 bytes", even under a valid MAC', () => {
    const uid = hex('04DE5F1EACC040');
    const mac = sdmSession('AES', ZERO_KEY, uid, 61).mac(new Uint8Array());
    for (const tag of [0x87, 0x47, 0xc4, 0x07]) {
      const piccData = aesEncryptBlock(
        ZERO_KEY,
        concatBytes(Uint8Array.of(tag), mirroredBytes(uid, 61), new Uint8Array(5)),
      );
      expect(refusal(FACTORY_KEYS, { piccData, mac })).toBe('picc-data-tag');
    }
  });

  it('refuses keys that are not 16 bytes, and a key function that throws or answers a wrong length', () => {
    expect(refusal({ metaReadKey: new Uint8Array(15), fileReadKey: ZERO_KEY }, an12196)).toBe('key-length');
    expect(refusal({ metaReadKey: ZERO_KEY, fileReadKey: new Uint8Array(32) }, an12196)).toBe('key-length');
    expect(refusal({ metaReadKey: ZERO_KEY, fileReadKey: () => new Uint8Array(8) }, an12196)).toBe('key-length');
    const unknownTag = () => {
      throw new Error('no such tag');
    };
    expect(refusal({ metaReadKey: ZERO_KEY, fileReadKey: unknownTag }, an12196)).toBe('file-key-unavailable');
  });

  it('refuses parts of the wrong length', () => {
    expect(refusal(FACTORY_KEYS, { ...an12196, piccData: new Uint8Array(20) })).toBe('picc-data-length');
    expect(refusal(FACTORY_KEYS, { ...an12196, mac: an12196.mac.subarray(0, 7) })).toBe('mac-length');
    expect(refusal(FACTORY_KEYS, { ...withFile, encFileData: withFile.encFileData.subarray(0, 15) })).toBe(
      'file-data-length',
    );
    expect(refusal(FACTORY_KEYS, { ...withFile, encFileData: new Uint8Array() })).toBe('file-data-length');
    expect(refusal(FACTORY_KEYS, { uid: hex('04DE5F1EAC'), counter: 1, mac: an12196.mac })).toBe('uid-length');
  });

  it('refuses a plain-mirror counter outside 0…FFFFFFh', () => {
    for (const counter of [-1, 0x1000000, 1.5, Number.NaN]) {
      expect(refusal(FACTORY_KEYS, { uid: hex('04DE5F1EACC040'), counter, mac: an12196.mac })).toBe('counter-range');
    }
  });

  it('refuses a MAC input that leaves the encrypted file data out, since its bits could then be flipped unseen', () => {
    expect(refusal(FACTORY_KEYS, { ...withFile, macInput: '&cmac=' })).toBe('mac-input-misses-file-data');
    expect(refusal(FACTORY_KEYS, { ...withFile, macInput: withFile.macInput.toLowerCase() })).toBe('mac-mismatch');
  });
});

describe('the UID a refused message claims', () => {
  const metaReadKey = parseHex('5ACE7E50AB65D5D51FD5BF5A16B8205B')!;
  const fileReadKey = parseHex('C4B2D1A3E5F60718293A4B5C6D7E8F90')!;
  const uid = parseHex('04958CAA5C5E80')!;
  // Fixed padding: a wrong key's decryption is then the same at every run (1 in 256 would pass the tag byte by chance).
  const message = encodeSdmMessage({
    mode: 'AES',
    metaReadKey,
    fileReadKey,
    uid,
    counter: 8,
    random: (n) => new Uint8Array(n),
  });

  it('is told when only the MAC is wrong, so the tag it names can be told of the attempt', () => {
    const mac = Uint8Array.from(message.mac);
    mac[0]! ^= 0x01;
    const refused = verifySdmMessage({ metaReadKey, fileReadKey }, { ...message, mac });
    expect(refused).toMatchObject({ valid: false, reason: 'mac-mismatch' });
    expect(refused.valid === false && refused.claimedUid && toHex(refused.claimedUid)).toBe('04958CAA5C5E80');
  });

  it('is not told when the meta-read key does not decrypt the PICCData to a UID and counter', () => {
    const refused = verifySdmMessage({ metaReadKey: fileReadKey, fileReadKey }, message);
    expect(refused).toMatchObject({ valid: false });
    expect(refused.valid === false && refused.claimedUid).toBeUndefined();
  });
});
