import { describe, expect, it } from 'vitest';
import { parseHex, toHex } from './bytes';
import { diversifyFileReadKey } from './key-diversification';
import { verifySdmMessage } from './sdm-message.verify';
import { tapSdmLine } from './sdm-tap.command';

const META = '5EC0DE5EC0DE5EC0DE5EC0DE5EC0DE01';
const MASTER = '5EC0DE5EC0DE5EC0DE5EC0DE5EC0DE02';
const LOT_URL = 'http://localhost:8080/s/DemoSecureWineLot-2026';

describe('pnpm sdm tap', () => {
  it('makes the URL a chip of the lot opens at that counter, which the lot’s keys verify', () => {
    for (const mode of ['AES', 'LRP'] as const) {
      const answer = tapSdmLine(
        JSON.stringify({
          lotUrl: LOT_URL,
          metaReadKey: META,
          masterKey: MASTER,
          uid: '04de5ec0000001',
          counter: 42,
          mode,
        }),
      );
      if (!('url' in answer)) throw new Error(answer.error);
      const [, e = '', c = ''] =
        /^http:\/\/localhost:8080\/s\/DemoSecureWineLot-2026\?e=([0-9A-F]+)&c=([0-9A-F]{16})$/.exec(answer.url) ?? [];
      const verified = verifySdmMessage(
        { metaReadKey: parseHex(META)!, fileReadKey: (uid) => diversifyFileReadKey(parseHex(MASTER)!, uid) },
        { piccData: parseHex(e)!, mac: parseHex(c)! },
      );
      expect(verified.valid && { mode: verified.mode, uid: toHex(verified.uid), counter: verified.counter }).toEqual({
        mode,
        uid: '04DE5EC0000001',
        counter: 42,
      });
    }
  });

  it('says what is wrong with a line it cannot use', () => {
    const line = (fields: Record<string, unknown>) =>
      JSON.stringify({
        lotUrl: LOT_URL,
        metaReadKey: META,
        masterKey: MASTER,
        uid: '04DE5EC0000001',
        counter: 1,
        ...fields,
      });
    expect(tapSdmLine('{')).toEqual({ error: 'the line is not JSON' });
    expect(tapSdmLine(line({ lotUrl: `${LOT_URL}?e=1` }))).toMatchObject({ error: expect.stringContaining('lotUrl') });
    expect(tapSdmLine(line({ masterKey: 'ABC' }))).toMatchObject({ error: expect.stringContaining('masterKey') });
    expect(tapSdmLine(line({ uid: '04DE5EC0' }))).toMatchObject({ error: expect.stringContaining('uid') });
    expect(tapSdmLine(line({ counter: 16_777_216 }))).toMatchObject({ error: expect.stringContaining('counter') });
    expect(tapSdmLine(line({ mode: 'DES' }))).toMatchObject({ error: expect.stringContaining('mode') });
  });
});
