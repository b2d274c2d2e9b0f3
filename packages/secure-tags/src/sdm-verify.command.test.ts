import { describe, expect, it } from 'vitest';
import { verifySdmLine } from './sdm-verify.command';

const ZERO_KEY = '00000000000000000000000000000000';
const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ metaReadKey: ZERO_KEY, fileReadKey: ZERO_KEY, ...fields });

describe('pnpm sdm verify, one line', () => {
  it('verifies AN12196’s example, its hex in any case', () => {
    expect(verifySdmLine(line({ piccData: 'ef963ff7828658a599F3041510671E88', mac: '94eed9ee65337086' }))).toEqual({
      valid: true,
      mode: 'AES',
      uid: '04DE5F1EACC040',
      counter: 61,
      fileData: null,
      tamper: null,
    });
  });

  it('verifies AN12196’s example with encrypted file data and the MAC input of its URL', () => {
    const answer = verifySdmLine(
      line({
        piccData: 'FD91EC264309878BE6345CBE53BADF40',
        encFileData: 'CEE9A53E3E463EF1F459635736738962',
        macInput: 'CEE9A53E3E463EF1F459635736738962&cmac=',
        mac: 'ECC1E7F6C6C73BF6',
      }),
    );
    expect(answer).toMatchObject({ valid: true, uid: '04958CAA5C5E80', counter: 8, fileData: '78'.repeat(16) });
  });

  it('reads the plain mirror’s counter most significant byte first', () => {
    expect(verifySdmLine(line({ uid: '041E3C8A2D6B80', counter: '000006', mac: '4B00064004B0B3D3' }))).toMatchObject({
      valid: true,
      mode: 'AES',
      counter: 6,
    });
    expect(verifySdmLine(line({ uid: '04827F12647380', counter: '000007', mac: 'A9DAF6E5B2E583ED' }))).toMatchObject({
      valid: true,
      mode: 'LRP',
      counter: 7,
    });
  });

  it('answers a refused read with its reason code and nothing decrypted', () => {
    expect(verifySdmLine(line({ piccData: 'EF963FF7828658A599F3041510671E88', mac: '94EED9EE65337087' }))).toEqual({
      valid: false,
      mode: 'AES',
      uid: null,
      counter: null,
      fileData: null,
      tamper: null,
      reason: 'mac-mismatch',
    });
  });

  it.each([
    ['not JSON', '{"metaReadKey":', 'not JSON'],
    ['an array', '[1]', 'not a JSON object'],
    ['a misspelt field', line({ piccdata: 'EF96', mac: '94EED9EE65337086' }), 'unknown field "piccdata"'],
    ['a missing key', JSON.stringify({ fileReadKey: ZERO_KEY, mac: '00' }), 'metaReadKey is missing'],
    ['hex that is not hex', line({ piccData: 'XY', mac: '94EED9EE65337086' }), 'piccData is not hex'],
    ['hex of odd length', line({ piccData: 'ABC', mac: '94EED9EE65337086' }), 'piccData is not hex'],
    ['a number for hex', line({ uid: '04DE5F1EACC040', counter: 61, mac: '94EED9EE65337086' }), 'counter must be hex'],
    ['neither form', line({ mac: '94EED9EE65337086' }), 'give piccData, or uid and counter'],
    ['both forms', line({ piccData: 'EF', uid: '04', counter: '01', mac: '94EED9EE65337086' }), 'piccData excludes'],
    ['a 4-byte counter', line({ uid: '04DE5F1EACC040', counter: '00000001', mac: '00' }), 'counter is 1 to 3 bytes'],
    ['an unknown mode', line({ uid: '04DE5F1EACC040', counter: '01', mode: 'DES', mac: '00' }), 'mode must be'],
    ['a MAC input that is not text', line({ piccData: 'EF', macInput: 3, mac: '00' }), 'macInput must be text'],
  ])('answers a line with %s by why it cannot read it', (_case, input, reason) => {
    const answer = verifySdmLine(input);
    expect(Object.keys(answer)).toEqual(['valid', 'reason']);
    expect(answer.valid).toBe(false);
    expect(answer.reason).toContain(reason);
  });
});
