/**
 * The device port's cases of the record-resource conformance suite (resource.conformance.ts), run against the memory
 * adapter (device.memory.conformance.test.ts) and the HTTP adapter signed in as a customer
 * (apps/api/test/resource-conformance.test.ts). Devices are never deleted. The staff see a device under a pseudonym
 * (issue 24 §1), never the id the phone gave, so no case can say which pseudonym sorts first.
 */
import { expect } from 'vitest';
import {
  DEVICE_ID_EXISTS,
  DEVICE_TEXT_MAX,
  FIELD_TOO_LONG,
  REQUIRED_FIELD_MESSAGE,
  type Device,
  type DeviceInput,
  type DeviceRow,
} from '@tagtrail/domain';
import { describeResourceConformance, type ResourceConformanceSubject } from '../resource.conformance';

export interface DeviceConformanceWorld {
  /** The caller's customer, whose every device is. */
  readonly customerId: number;
}

const MARKER = 'Qqdev';
/** A device's id as the staff see it: 20 hex digits of a keyed hash of the customer and the phone's id. */
const PSEUDONYM = /^[0-9a-f]{20}$/;
const pseudonym = () => expect.stringMatching(PSEUDONYM) as unknown as string;

const validation = (details: { field: string; key: string; params?: Record<string, number> }[]) => ({
  status: 400,
  code: 'VALIDATION',
  details,
});

const device = (deviceName: string, deviceId: string, fields: Partial<DeviceInput> = {}): DeviceInput => ({
  deviceName,
  deviceId,
  owner: null,
  active: true,
  ...fields,
});

export function describeDeviceConformance(
  name: string,
  makeSubject: () => Promise<ResourceConformanceSubject<DeviceRow, Device, DeviceInput, DeviceConformanceWorld>>,
): void {
  describeResourceConformance(name, 'device', makeSubject, (world) => ({
    valid: (label) => device(`Aparelho ${label}`, `key-${label.replace(/\s+/g, '-')}`),
    cleaned: {
      input: device(' Pixel 9 ', ' key-limpo ', { owner: ' ', active: false }),
      stored: {
        deviceName: 'Pixel 9',
        deviceId: pseudonym(),
        owner: null,
        active: false,
        customerId: world.customerId,
      },
    },
    refused: (taken) => [
      {
        about: 'blank',
        input: device(' ', ''),
        refusal: validation([
          { field: 'deviceName', key: REQUIRED_FIELD_MESSAGE },
          { field: 'deviceId', key: REQUIRED_FIELD_MESSAGE },
        ]),
      },
      {
        about: 'the id of a device the customer has',
        input: device('Outro', taken.deviceId),
        refusal: validation([{ field: 'deviceId', key: DEVICE_ID_EXISTS }]),
      },
      {
        about: 'too long',
        input: device('Longo', 'key-longo', { owner: 'o'.repeat(DEVICE_TEXT_MAX + 1) }),
        refusal: validation([{ field: 'owner', key: FIELD_TOO_LONG, params: { max: DEVICE_TEXT_MAX } }]),
      },
    ],
    edits: (created) => [
      {
        // spec B §5: the name and the id are read-only, whatever the edit sends.
        input: { deviceName: 'Outro nome', deviceId: 'outra-chave', owner: ' Ana ', active: false },
        stored: { deviceName: created.deviceName, deviceId: pseudonym(), owner: 'Ana', active: false },
      },
      {
        input: { ...created, owner: '', active: true },
        stored: { owner: null, active: true },
      },
    ],
    refusedEdits: (created) => [
      {
        about: 'owner too long',
        input: { ...created, owner: 'o'.repeat(DEVICE_TEXT_MAX + 1) },
        refusal: validation([{ field: 'owner', key: FIELD_TOO_LONG, params: { max: DEVICE_TEXT_MAX } }]),
      },
    ],
    marker: MARKER,
    listed: [
      device(`${MARKER} Zebra`, 'qq-key-0', { owner: 'Bia' }),
      device(`${MARKER} Açaí`, 'qq-key-1', { active: false }),
      device(`${MARKER} Éden`, 'qq-key-2', { owner: 'ana' }),
      device(`${MARKER} eden`, 'qq-key-3', { owner: 'Ana', active: false }),
    ],
    rowOf: ({ deviceName, owner, active }, id) => ({ id, model: deviceName, deviceId: pseudonym(), owner, active }),
    // The most recently seen first: a device made by hand is seen as it is made.
    defaultOrder: [3, 2, 1, 0],
    sorts: {
      model: { asc: [1, 3, 2, 0], desc: [0, 2, 3, 1] },
      // No owner sorts as the largest value: last ascending, first descending (PostgreSQL's default).
      owner: { asc: [2, 3, 0, 1], desc: [1, 0, 3, 2] },
      active: { asc: [1, 3, 0, 2], desc: [0, 2, 1, 3] },
      id: { asc: [0, 1, 2, 3], desc: [3, 2, 1, 0] },
    },
    searches: [
      { text: 'ZEBRA', finds: [0] },
      { text: 'ANA', finds: [3, 2] },
      { text: 'acai', finds: [] },
      // Not by the id the phone gave: only its pseudonym is shown, and searched.
      { text: 'qq-key-1', finds: [] },
    ],
    remove: 'never',
  }));
}
