import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUSPICION_SETTINGS,
  PortError,
  SUSPICION_RULES,
  SUSPICION_SETTING_OUT_OF_RANGE,
  type SuspicionSettings,
} from '@tagtrail/domain';
import { demoSuspicionAlerts } from './suspicion-alert.demo';
import { MemorySuspicionAlertAdapter } from './suspicion-alert.memory';

const query = { page: 0, rowsPerPage: 10, searchText: '' };

describe('the demo alerts', () => {
  it('show every rule, open and acknowledged, in Brazil, Portugal, Argentina and the United States', () => {
    expect(new Set(demoSuspicionAlerts.map((alert) => alert.rule))).toEqual(new Set(SUSPICION_RULES));
    expect(new Set(demoSuspicionAlerts.map((alert) => alert.country))).toEqual(new Set(['BR', 'PT', 'AR', 'US', null]));
    expect(demoSuspicionAlerts.some((alert) => alert.acknowledgedAt !== null)).toBe(true);
    expect(demoSuspicionAlerts.some((alert) => alert.acknowledgedAt === null)).toBe(true);
    expect(new Set(demoSuspicionAlerts.map((alert) => alert.id)).size).toBe(demoSuspicionAlerts.length);
  });
});

describe('MemorySuspicionAlertAdapter', () => {
  it('lists the rule last broken most recently first, ten a page, the total of all', async () => {
    const page = await new MemorySuspicionAlertAdapter().list(query);
    expect(page.total).toBe(demoSuspicionAlerts.length);
    expect(page.records.map((row) => row.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('keeps the open or the acknowledged alerts when asked, and sorts within them', async () => {
    const alerts = new MemorySuspicionAlertAdapter();
    const open = await alerts.list({ ...query, situation: 'open', sort: 'readingCount', direction: 'desc' });
    expect(open.records.every((row) => row.acknowledgedAt === null)).toBe(true);
    expect(open.records.map((row) => row.readingCount)).toEqual([46, 31, 9, 5, 4, 3, 2, 2, 2]);
    const acknowledged = await alerts.list({ ...query, situation: 'acknowledged' });
    expect(acknowledged.records.map((row) => row.id)).toEqual([10, 6, 4]);
  });

  it('dates an acknowledgement by its clock once; a second leaves it as it was', async () => {
    let now = new Date('2026-02-28T10:00:00.000Z');
    const alerts = new MemorySuspicionAlertAdapter(demoSuspicionAlerts, { now: () => now });
    await alerts.acknowledge(14);
    now = new Date('2026-03-01T10:00:00.000Z');
    await alerts.acknowledge(14);
    const [first] = (await alerts.list(query)).records;
    expect(first).toMatchObject({ id: 14, acknowledgedAt: '2026-02-28T10:00:00.000Z' });
  });

  it('answers 404 for an alert it does not have', async () => {
    const refused = new MemorySuspicionAlertAdapter().acknowledge(999);
    await expect(refused).rejects.toBeInstanceOf(PortError);
    await expect(refused).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers copies: changing what it answered changes nothing stored', async () => {
    const alerts = new MemorySuspicionAlertAdapter();
    const settings = await alerts.settings();
    settings.impossibleTravel.maxSpeedKmh = 5;
    expect(await alerts.settings()).toEqual(DEFAULT_SUSPICION_SETTINGS);
    const [row] = (await alerts.list(query)).records;
    if (row) row.acknowledgedAt = '2026-01-01T00:00:00.000Z';
    expect((await alerts.list(query)).records[0]?.acknowledgedAt).toBeNull();
  });

  it('starts from the settings it is given, and refuses a threshold out of range as the server does', async () => {
    const given: SuspicionSettings = {
      ...DEFAULT_SUSPICION_SETTINGS,
      tooManyReadings: { enabled: false, maxReadings: 50, maxDevices: 8, windowHours: 12 },
    };
    const alerts = new MemorySuspicionAlertAdapter([], { settings: given });
    expect(await alerts.settings()).toEqual(given);
    await expect(
      alerts.saveSettings({ ...given, tooManyReadings: { ...given.tooManyReadings, maxDevices: 1 } }),
    ).rejects.toMatchObject({
      status: 400,
      details: [
        { field: 'tooManyReadings.maxDevices', key: SUSPICION_SETTING_OUT_OF_RANGE, params: { min: 2, max: 1_000 } },
      ],
    });
    expect(await alerts.settings()).toEqual(given);
  });

  it('fails the operations it is told to, as the server’s 500', async () => {
    const alerts = new MemorySuspicionAlertAdapter(demoSuspicionAlerts, { failOn: ['list', 'saveSettings'] });
    await expect(alerts.list(query)).rejects.toMatchObject({ status: 500 });
    await expect(alerts.saveSettings(DEFAULT_SUSPICION_SETTINGS)).rejects.toMatchObject({ status: 500 });
    await expect(alerts.settings()).resolves.toEqual(DEFAULT_SUSPICION_SETTINGS);
  });
});
