/**
 * Demo devices of a winery's customers, for stories and the memory adapter: phones of every kind, two blocked. Their
 * ids are as the staff see them on the server: a pseudonym of 20 hex digits, never the phone's own id (issue 24 §1).
 */
import type { Device } from '@tagtrail/domain';

const device = (id: number, deviceName: string, deviceId: string, owner: string | null, active = true): Device => ({
  id,
  deviceName,
  deviceId,
  owner,
  active,
  customerId: 1,
});

export const demoDevices: readonly Device[] = [
  device(1, 'Apple iPhone', '057f9069b2911aef4caf', 'Ana Souza'),
  device(2, 'Samsung SM-S918B', '1a98c990f7c56128af17', null),
  device(3, 'Google Pixel 8', 'dc80035ecc9538fd9d44', 'Loja Centro'),
  device(4, 'Chrome 126 (desktop)', '7d1b096cfc966bcf6f04', null, false),
  device(5, 'Xiaomi Redmi Note 13', '0ec91fe8ffc80a964555', 'Carlos Pereira', false),
  device(6, 'Motorola moto g84', '01ea814e3953083628ee', null),
  device(7, '', 'd95e71049c85c771b40f', null),
];
