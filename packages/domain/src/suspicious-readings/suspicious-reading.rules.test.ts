import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READING_AUTHENTICITIES } from '../public-reading/reading-authenticity.model';
import { isKnownPosition } from '../public-reading/reverse-geocoder.port';
import { SUSPICION_RULES, type SuspicionRule } from './suspicion-rule.model';
import { DEFAULT_SUSPICION_SETTINGS, type SuspicionSettings } from './suspicion-settings.model';
import {
  EARTH_RADIUS_KM,
  distanceKm,
  historyNeeded,
  judgeTagReadings,
  type ReadingToJudge,
  type TagToJudge,
} from './suspicious-reading.rules';

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const CAMPINAS = { latitude: -22.9099, longitude: -47.0626 };
const LISBON = { latitude: 38.7223, longitude: -9.1393 };
const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const NO_POSITION = { latitude: 0, longitude: 0 };

const HOUR = 3_600_000;
const START = Date.parse('2026-03-01T00:00:00Z');
const SOLD_ANYWHERE: TagToJudge = { markets: [], expiryDate: null };

/** A reading in São Paulo on a known phone, `hours` after START, with any field changed. */
function reading(id: string, hours: number, changes: Partial<ReadingToJudge> = {}): ReadingToJudge {
  return {
    id,
    readAt: new Date(START + hours * HOUR),
    ...SAO_PAULO,
    deviceId: 'phone-1',
    country: 'BR',
    authenticity: 'unverified',
    ...changes,
  };
}

function judge(
  fresh: readonly ReadingToJudge[],
  options: { settings?: SuspicionSettings; tag?: TagToJudge; earlier?: readonly ReadingToJudge[] } = {},
): Map<string, SuspicionRule[]> {
  return judgeTagReadings(
    options.settings ?? DEFAULT_SUSPICION_SETTINGS,
    options.tag ?? SOLD_ANYWHERE,
    options.earlier ?? [],
    fresh,
  );
}

function settingsWith(changes: {
  [Rule in keyof SuspicionSettings]?: Partial<SuspicionSettings[Rule]>;
}): SuspicionSettings {
  const settings = DEFAULT_SUSPICION_SETTINGS;
  return {
    offMarket: { ...settings.offMarket, ...changes.offMarket },
    impossibleTravel: { ...settings.impossibleTravel, ...changes.impossibleTravel },
    tooManyReadings: { ...settings.tooManyReadings, ...changes.tooManyReadings },
    afterExpiry: { ...settings.afterExpiry, ...changes.afterExpiry },
    copy: { ...settings.copy, ...changes.copy },
  };
}

const ALL_OFF = settingsWith({
  offMarket: { enabled: false },
  impossibleTravel: { enabled: false },
  tooManyReadings: { enabled: false },
  afterExpiry: { enabled: false },
  copy: { enabled: false },
});

/** Where each rule's part of the settings is. */
const SETTINGS_OF_RULE = {
  'off-market': 'offMarket',
  'impossible-travel': 'impossibleTravel',
  'too-many-readings': 'tooManyReadings',
  'after-expiry': 'afterExpiry',
  copy: 'copy',
} as const satisfies Record<SuspicionRule, keyof SuspicionSettings>;

/** Only the one rule on, so an example sees no other rule's flags. */
const only = (rule: SuspicionRule, changes: Parameters<typeof settingsWith>[0] = {}): SuspicionSettings => {
  const key = SETTINGS_OF_RULE[rule];
  return { ...ALL_OFF, [key]: { ...settingsWith(changes)[key], enabled: true } };
};

/** The ids of the readings that broke a rule. */
const flagged = (judged: Map<string, SuspicionRule[]>, rule: SuspicionRule): string[] =>
  [...judged].filter(([, rules]) => rules.includes(rule)).map(([id]) => id);

describe('distanceKm', () => {
  it('measures São Paulo to Lisbon within 1 % of the real 7,925 km (WGS 84 geodesic)', () => {
    expect(Math.abs(distanceKm(SAO_PAULO, LISBON) - 7_924.6) / 7_924.6).toBeLessThan(0.01);
  });

  it('measures New York to London within 1 % of the real 5,585 km, Madrid to Lisbon of 503 km', () => {
    expect(Math.abs(distanceKm(NEW_YORK, LONDON) - 5_585.2) / 5_585.2).toBeLessThan(0.01);
    expect(Math.abs(distanceKm(MADRID, LISBON) - 503.4) / 503.4).toBeLessThan(0.01);
  });

  it('gives half the circumference between antipodes, and nothing between a point and itself', () => {
    expect(distanceKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      3,
    );
    expect(distanceKm({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      3,
    );
    expect(distanceKm(LISBON, LISBON)).toBe(0);
  });

  const position = fc.record({
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('property: symmetric, zero from a point to itself, never negative nor past half the circumference', () => {
    fc.assert(
      fc.property(position, position, (from, to) => {
        expect(distanceKm(from, to)).toBe(distanceKm(to, from));
        expect(distanceKm(from, from)).toBe(0);
        expect(distanceKm(from, to)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(from, to)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-9);
      }),
    );
  });

  it('property: the triangle inequality holds within a metre (haversine rounds near antipodes)', () => {
    fc.assert(
      fc.property(position, position, position, (a, b, c) => {
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 0.001);
      }),
    );
  });
});

describe('judging a tag’s readings (issue 28 §1)', () => {
  it('answers for every fresh reading, [] when it breaks no rule, and never for an earlier one', () => {
    const judged = judge([reading('2', 1), reading('3', 2, { authenticity: 'replayed' })], {
      earlier: [reading('1', 0)],
    });
    expect(judged).toEqual(
      new Map([
        ['2', []],
        ['3', ['copy']],
      ]),
    );
  });

  it('lists the rules a reading breaks in the order of SUSPICION_RULES', () => {
    const tag = { markets: ['BR'], expiryDate: '2026-03-01' };
    const judged = judge([reading('2', 25, { ...LISBON, country: 'PT', authenticity: 'invalid' })], {
      earlier: [reading('1', 24.5)],
      tag,
      settings: settingsWith({ tooManyReadings: { maxReadings: 2, maxDevices: 2 } }),
    });
    expect(judged.get('2')).toEqual(['off-market', 'impossible-travel', 'after-expiry', 'copy']);
  });

  it('judges a reading in both lists once, as fresh', () => {
    const twice = reading('1', 0, { authenticity: 'replayed' });
    expect(
      judge([twice], {
        earlier: [twice],
        settings: only('too-many-readings', { tooManyReadings: { maxReadings: 1 } }),
      }),
    ).toEqual(new Map([['1', []]]));
  });

  describe('off-market', () => {
    const tag = { markets: ['BR', 'PT'], expiryDate: null };
    const settings = only('off-market');

    it('flags a reading in a country the lot is not sold in', () => {
      expect(judge([reading('1', 0, { country: 'ES' })], { tag, settings }).get('1')).toEqual(['off-market']);
    });

    it('does not flag a reading in one of the markets, whatever case the lot wrote them in', () => {
      expect(judge([reading('1', 0, { country: 'PT' })], { tag, settings }).get('1')).toEqual([]);
      expect(judge([reading('1', 0)], { tag: { markets: [' br '], expiryDate: null }, settings }).get('1')).toEqual([]);
    });

    it('never flags a reading whose country is unknown (at sea, or no position)', () => {
      expect(judge([reading('1', 0, { country: null, ...NO_POSITION })], { tag, settings }).get('1')).toEqual([]);
    });

    it('never flags anything for a lot sold anywhere (no markets)', () => {
      expect(judge([reading('1', 0, { country: 'US' })], { settings }).get('1')).toEqual([]);
    });
  });

  describe('impossible travel', () => {
    const settings = only('impossible-travel');

    it('flags São Paulo then Lisbon an hour later (about 7,950 km/h)', () => {
      expect(flagged(judge([reading('1', 0), reading('2', 1, LISBON)], { settings }), 'impossible-travel')).toEqual([
        '2',
      ]);
    });

    it('does not flag São Paulo then Lisbon nine hours later (about 880 km/h, a plane)', () => {
      expect(flagged(judge([reading('1', 0), reading('2', 9, LISBON)], { settings }), 'impossible-travel')).toEqual([]);
    });

    it('does not flag a speed exactly at the limit, and flags one just above it', () => {
      const distance = distanceKm(SAO_PAULO, LISBON);
      const readings = [reading('1', 0), reading('2', 2, LISBON)];
      const atLimit = only('impossible-travel', { impossibleTravel: { maxSpeedKmh: distance / 2 } });
      const belowLimit = only('impossible-travel', { impossibleTravel: { maxSpeedKmh: distance / 2 - 0.001 } });
      expect(flagged(judge(readings, { settings: atLimit }), 'impossible-travel')).toEqual([]);
      expect(flagged(judge(readings, { settings: belowLimit }), 'impossible-travel')).toEqual(['2']);
    });

    it('flags two readings far apart at the same instant, and a distance exactly at the minimum', () => {
      const distance = distanceKm(SAO_PAULO, CAMPINAS);
      const readings = [reading('1', 0), reading('2', 0, CAMPINAS)];
      const atMinimum = only('impossible-travel', { impossibleTravel: { minDistanceKm: distance } });
      expect(flagged(judge(readings, { settings: atMinimum }), 'impossible-travel')).toEqual(['2']);
    });

    it('never flags readings closer than the minimum distance, however fast', () => {
      const readings = [reading('1', 0), reading('2', 0, CAMPINAS)];
      const settingsAbove = only('impossible-travel', { impossibleTravel: { minDistanceKm: 100 } });
      expect(distanceKm(SAO_PAULO, CAMPINAS)).toBeLessThan(100);
      expect(flagged(judge(readings, { settings: settingsAbove }), 'impossible-travel')).toEqual([]);
    });

    it('measures from the latest reading with a position, passing over readings at 0,0, which it never flags', () => {
      const readings = [reading('1', 0), reading('2', 0.5, NO_POSITION), reading('3', 1, LISBON)];
      expect(flagged(judge(readings, { settings }), 'impossible-travel')).toEqual(['3']);
      expect(
        flagged(judge([reading('1', 0, LISBON), reading('2', 0.1, NO_POSITION)], { settings }), 'impossible-travel'),
      ).toEqual([]);
    });

    it('measures from the latest reading, not the first: Lisbon, then Madrid an hour later is a drive', () => {
      const readings = [reading('1', 0), reading('2', 10, LISBON), reading('3', 11, MADRID)];
      expect(flagged(judge(readings, { settings }), 'impossible-travel')).toEqual([]);
    });

    it('measures from an earlier reading already judged', () => {
      expect(
        flagged(judge([reading('2', 1, LISBON)], { earlier: [reading('1', 0)], settings }), 'impossible-travel'),
      ).toEqual(['2']);
    });

    it('puts readings given out of order in time order first', () => {
      const readings = [reading('2', 1, LISBON), reading('3', 12), reading('1', 0)];
      expect(flagged(judge(readings, { settings }), 'impossible-travel')).toEqual(['2']);
    });
  });

  describe('too many readings', () => {
    const settings = only('too-many-readings', { tooManyReadings: { maxReadings: 3, maxDevices: 2, windowHours: 1 } });

    it('flags the reading past the maximum within the window, and not those up to it', () => {
      const readings = [reading('1', 0), reading('2', 0.25), reading('3', 0.5), reading('4', 0.75)];
      expect(flagged(judge(readings, { settings }), 'too-many-readings')).toEqual(['4']);
    });

    it('counts earlier readings too', () => {
      const earlier = [reading('1', 0), reading('2', 0.25), reading('3', 0.5)];
      expect(flagged(judge([reading('4', 0.75)], { earlier, settings }), 'too-many-readings')).toEqual(['4']);
    });

    it('leaves out a reading exactly a window old: the window is open at its start', () => {
      const readings = [reading('1', 0), reading('2', 0.25), reading('3', 0.5), reading('4', 1)];
      expect(flagged(judge(readings, { settings }), 'too-many-readings')).toEqual([]);
    });

    it('flags the reading from one device more than the maximum, and never counts a reading without a device', () => {
      const readings = [
        reading('1', 0, { deviceId: 'a' }),
        reading('2', 0.1, { deviceId: 'b' }),
        reading('3', 0.2, { deviceId: null }),
        reading('4', 0.3, { deviceId: 'c' }),
      ];
      const manyReadings = only('too-many-readings', { tooManyReadings: { maxReadings: 100, maxDevices: 2 } });
      expect(flagged(judge(readings, { settings: manyReadings }), 'too-many-readings')).toEqual(['4']);
      expect(flagged(judge(readings.slice(0, 3), { settings: manyReadings }), 'too-many-readings')).toEqual([]);
    });

    it('forgets a device once its readings have left the window', () => {
      const readings = [
        reading('1', 0, { deviceId: 'a' }),
        reading('2', 0.5, { deviceId: 'b' }),
        reading('3', 1.2, { deviceId: 'c' }),
      ];
      expect(flagged(judge(readings, { settings }), 'too-many-readings')).toEqual([]);
    });

    it('counts readings at the same instant in id order: the smaller id does not count the other', () => {
      const sameInstant = ['a', 'b', 'c', 'd'].map((id) => reading(id, 0));
      expect(flagged(judge([...sameInstant].reverse(), { settings }), 'too-many-readings')).toEqual(['d']);
    });
  });

  describe('after expiry', () => {
    const tag = { markets: [], expiryDate: '2026-03-10' };
    const settings = only('after-expiry');
    const at = (instant: string) =>
      judge([{ ...reading('1', 0), readAt: new Date(instant) }], { tag, settings }).get('1');

    it('does not flag a reading up to the end of the expiry day in UTC', () => {
      expect(at('2026-03-10T00:00:00Z')).toEqual([]);
      expect(at('2026-03-10T23:59:59.999Z')).toEqual([]);
    });

    it('flags a reading from the next UTC midnight on, wherever it was made', () => {
      expect(at('2026-03-11T00:00:00Z')).toEqual(['after-expiry']);
      expect(at('2026-03-10T21:00:00-03:00')).toEqual(['after-expiry']);
      expect(at('2027-01-01T00:00:00Z')).toEqual(['after-expiry']);
    });

    it('never flags a reading of a lot without a validity date, or with one that is not a calendar day', () => {
      expect(judge([reading('1', 10_000)], { settings }).get('1')).toEqual([]);
      expect(
        judge([reading('1', 10_000)], { settings, tag: { markets: [], expiryDate: '2026-02-30' } }).get('1'),
      ).toEqual([]);
    });
  });

  describe('copy', () => {
    it('flags a replayed or invalid tap, and not a genuine or unverified one', () => {
      const readings = READING_AUTHENTICITIES.map((authenticity, index) =>
        reading(authenticity, index, { authenticity }),
      );
      expect(flagged(judge(readings, { settings: only('copy') }), 'copy')).toEqual(['replayed', 'invalid']);
    });
  });

  it('flags nothing for a rule switched off', () => {
    const tag = { markets: ['US'], expiryDate: '2026-02-01' };
    const readings = [
      reading('1', 0, { authenticity: 'replayed' }),
      reading('2', 0.1, { ...LISBON, deviceId: 'a' }),
      reading('3', 0.2, { deviceId: 'b' }),
    ];
    const tight = { tooManyReadings: { maxReadings: 2, maxDevices: 2 } };
    for (const rule of SUSPICION_RULES) {
      expect(flagged(judge(readings, { tag, settings: only(rule, tight) }), rule).length).toBeGreaterThan(0);
      const allButRule = settingsWith({ ...tight, [SETTINGS_OF_RULE[rule]]: { enabled: false } });
      expect(flagged(judge(readings, { tag, settings: allButRule }), rule)).toEqual([]);
    }
  });

  it('asks for the counting window and the latest reading with a position as history, only for the rules that are on', () => {
    expect(historyNeeded(DEFAULT_SUSPICION_SETTINGS)).toEqual({
      hours: 24,
      latestReadings: 20,
      latestKnownPosition: true,
    });
    expect(historyNeeded(settingsWith({ tooManyReadings: { windowHours: 72, maxReadings: 7 } }))).toEqual({
      hours: 72,
      latestReadings: 7,
      latestKnownPosition: true,
    });
    expect(historyNeeded(ALL_OFF)).toEqual({ hours: 0, latestReadings: 0, latestKnownPosition: false });
  });

  it('judges a batch of 50,000 readings of one tag', () => {
    const readings = Array.from({ length: 50_000 }, (_, index) =>
      reading(String(index), index / 60, { deviceId: `phone-${index % 5}`, ...(index % 2 ? LISBON : SAO_PAULO) }),
    );
    const judged = judge(readings);
    expect(judged.size).toBe(50_000);
    expect(flagged(judged, 'too-many-readings')).toHaveLength(50_000 - 20);
  });
});

// ── Properties ─────────────────────────────────────────────────────────────────────────────────────────

const PLACES = [SAO_PAULO, CAMPINAS, LISBON, MADRID, NEW_YORK, LONDON, NO_POSITION];

/**
 * Readings of one tag over up to three days, in 15-minute steps: sometimes spread out, sometimes crowded into a few
 * instants, so that readings share an instant and the id decides their order.
 */
const readingsArbitrary = fc.integer({ min: 2, max: 288 }).chain((lastStep) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.stringMatching(/^[a-z0-9]{1,3}$/),
        step: fc.integer({ min: 0, max: lastStep }),
        place: fc.constantFrom(...PLACES),
        deviceId: fc.constantFrom(null, 'a', 'b', 'c', 'd'),
        country: fc.constantFrom(null, 'BR', 'PT', 'ES', 'US', 'GB'),
        authenticity: fc.constantFrom(...READING_AUTHENTICITIES),
      }),
      { selector: (drawn) => drawn.id, maxLength: 40 },
    )
    .map((drawn) => drawn.map(({ id, step, place, ...rest }) => reading(id, step / 4, { ...place, ...rest }))),
);

const settingsArbitrary: fc.Arbitrary<SuspicionSettings> = fc.record({
  offMarket: fc.record({ enabled: fc.boolean() }),
  impossibleTravel: fc.record({
    enabled: fc.boolean(),
    maxSpeedKmh: fc.integer({ min: 100, max: 3_000 }),
    minDistanceKm: fc.integer({ min: 1, max: 1_000 }),
  }),
  tooManyReadings: fc.record({
    enabled: fc.boolean(),
    maxReadings: fc.integer({ min: 2, max: 6 }),
    maxDevices: fc.integer({ min: 2, max: 4 }),
    // Mostly a few hours, near the readings' spacing, where a reading more or less in the window changes the flag.
    windowHours: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 48 })),
  }),
  afterExpiry: fc.record({ enabled: fc.boolean() }),
  copy: fc.record({ enabled: fc.boolean() }),
});

const tagArbitrary: fc.Arbitrary<TagToJudge> = fc.record({
  markets: fc.subarray(['BR', 'PT', 'ES']),
  expiryDate: fc.option(fc.constantFrom('2026-02-28', '2026-03-01', '2026-03-02'), { nil: null }),
});

const inTimeOrder = (readings: readonly ReadingToJudge[]) =>
  [...readings].sort((a, b) => a.readAt.getTime() - b.readAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The rules read straight from their words, pair by pair: slow, and obviously right. */
function judgedPairByPair(settings: SuspicionSettings, tag: TagToJudge, readings: readonly ReadingToJudge[]) {
  const ordered = inTimeOrder(readings);
  const judged = new Map<string, SuspicionRule[]>();
  ordered.forEach((current, index) => {
    const time = current.readAt.getTime();
    const before = ordered.slice(0, index);
    const previous = before.filter((other) => isKnownPosition(other)).at(-1);
    const inWindow = [...before, current].filter(
      (other) => other.readAt.getTime() > time - settings.tooManyReadings.windowHours * HOUR,
    );
    const devices = new Set(inWindow.map((other) => other.deviceId).filter((device) => device !== null));
    const breaks: Record<SuspicionRule, boolean> = {
      'off-market': tag.markets.length > 0 && current.country !== null && !tag.markets.includes(current.country),
      'impossible-travel':
        isKnownPosition(current) &&
        previous !== undefined &&
        distanceKm(previous, current) >= settings.impossibleTravel.minDistanceKm &&
        (time === previous.readAt.getTime() ||
          distanceKm(previous, current) / ((time - previous.readAt.getTime()) / HOUR) >
            settings.impossibleTravel.maxSpeedKmh),
      'too-many-readings':
        inWindow.length > settings.tooManyReadings.maxReadings || devices.size > settings.tooManyReadings.maxDevices,
      'after-expiry': tag.expiryDate !== null && current.readAt.toISOString().slice(0, 10) > tag.expiryDate,
      copy: current.authenticity === 'replayed' || current.authenticity === 'invalid',
    };
    const enabled = (rule: SuspicionRule) => settings[SETTINGS_OF_RULE[rule]].enabled;
    judged.set(
      current.id,
      SUSPICION_RULES.filter((rule) => enabled(rule) && breaks[rule]),
    );
  });
  return judged;
}

/** What `historyNeeded` says a caller must read before judging `fresh`, out of everything judged before. */
function historyFor(
  settings: SuspicionSettings,
  judgedBefore: readonly ReadingToJudge[],
  fresh: readonly ReadingToJudge[],
) {
  const { hours, latestReadings, latestKnownPosition } = historyNeeded(settings);
  const earliest = Math.min(...fresh.map((one) => one.readAt.getTime()));
  const inWindow = inTimeOrder(judgedBefore.filter((one) => one.readAt.getTime() >= earliest - hours * HOUR));
  // Only the latest `latestReadings` of those before the earliest fresh one; every one from its instant on.
  const before = inWindow.filter((one) => one.readAt.getTime() < earliest);
  const recent = [
    ...before.slice(Math.max(0, before.length - latestReadings)),
    ...inWindow.filter((one) => one.readAt.getTime() >= earliest),
  ];
  const positioned = inTimeOrder(
    judgedBefore.filter((one) => isKnownPosition(one) && one.readAt.getTime() < earliest),
  ).at(-1);
  return latestKnownPosition && positioned !== undefined && !recent.includes(positioned)
    ? [positioned, ...recent]
    : recent;
}

describe('judging a tag’s readings: properties', () => {
  it('property: agrees with the rules read pair by pair', () => {
    fc.assert(
      fc.property(settingsArbitrary, tagArbitrary, readingsArbitrary, (settings, tag, readings) => {
        expect(judgeTagReadings(settings, tag, [], readings)).toEqual(judgedPairByPair(settings, tag, readings));
      }),
      { numRuns: 300 },
    );
  });

  it('property: a rule switched off never flags', () => {
    fc.assert(
      fc.property(settingsArbitrary, tagArbitrary, readingsArbitrary, (settings, tag, readings) => {
        const judged = judgeTagReadings(settings, tag, [], readings);
        for (const rule of SUSPICION_RULES.filter((one) => !settings[SETTINGS_OF_RULE[one]].enabled))
          expect(flagged(judged, rule)).toEqual([]);
      }),
    );
  });

  it('property: raising the speed limit never adds an impossible-travel flag', () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.integer({ min: 0, max: 5_000 }),
        readingsArbitrary,
        (settings, raise, readings) => {
          const faster = {
            ...settings,
            impossibleTravel: {
              ...settings.impossibleTravel,
              maxSpeedKmh: settings.impossibleTravel.maxSpeedKmh + raise,
            },
          };
          const before = flagged(judgeTagReadings(settings, SOLD_ANYWHERE, [], readings), 'impossible-travel');
          const after = flagged(judgeTagReadings(faster, SOLD_ANYWHERE, [], readings), 'impossible-travel');
          expect(before).toEqual(expect.arrayContaining(after));
        },
      ),
    );
  });

  it('property: a reading at 0,0 is never flagged for travel', () => {
    fc.assert(
      fc.property(settingsArbitrary, readingsArbitrary, (settings, readings) => {
        const judged = judgeTagReadings(settings, SOLD_ANYWHERE, [], readings);
        const atZero = readings.filter((one) => !isKnownPosition(one)).map((one) => one.id);
        expect(flagged(judged, 'impossible-travel').filter((id) => atZero.includes(id))).toEqual([]);
      }),
    );
  });

  it('property: splitting the readings differently between earlier and fresh gives the same flags', () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        tagArbitrary,
        readingsArbitrary.chain((readings) =>
          fc.tuple(
            fc.constant(readings),
            fc.array(fc.boolean(), { minLength: readings.length, maxLength: readings.length }),
          ),
        ),
        (settings, tag, [readings, isFresh]) => {
          const fresh = readings.filter((_, index) => isFresh[index]);
          const earlier = readings.filter((_, index) => !isFresh[index]);
          const allAtOnce = judgeTagReadings(settings, tag, [], readings);
          expect(judgeTagReadings(settings, tag, earlier, fresh)).toEqual(
            new Map(fresh.map((one) => [one.id, allAtOnce.get(one.id)])),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: judging in batches of any size, with only the history historyNeeded asks for, gives the flags of one batch', () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        tagArbitrary,
        readingsArbitrary,
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1 }),
        (settings, tag, readings, batchSizes) => {
          const ordered = inTimeOrder(readings);
          const allAtOnce = judgeTagReadings(settings, tag, [], ordered);
          const inBatches = new Map<string, SuspicionRule[]>();
          for (let start = 0, batch = 0; start < ordered.length; batch++) {
            const size = batchSizes[batch % batchSizes.length] ?? 1;
            const fresh = ordered.slice(start, start + size);
            const earlier = historyFor(settings, ordered.slice(0, start), fresh);
            for (const [id, rules] of judgeTagReadings(settings, tag, earlier, fresh)) inBatches.set(id, rules);
            start += size;
          }
          expect(inBatches).toEqual(allAtOnce);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: the answer does not depend on the order the readings come in', () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        tagArbitrary,
        readingsArbitrary.chain((readings) =>
          fc.tuple(fc.constant(readings), fc.shuffledSubarray(readings, { minLength: readings.length })),
        ),
        fc.nat(),
        (settings, tag, [readings, shuffled], cut) => {
          const earlierCount = readings.length === 0 ? 0 : cut % readings.length;
          const judged = judgeTagReadings(settings, tag, readings.slice(0, earlierCount), readings.slice(earlierCount));
          const earlierIds = new Set(readings.slice(0, earlierCount).map((one) => one.id));
          const reordered = judgeTagReadings(
            settings,
            tag,
            shuffled.filter((one) => earlierIds.has(one.id)),
            shuffled.filter((one) => !earlierIds.has(one.id)),
          );
          expect(new Map([...reordered].sort())).toEqual(new Map([...judged].sort()));
        },
      ),
    );
  });
});
