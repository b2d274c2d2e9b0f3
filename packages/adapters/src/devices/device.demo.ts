/** Demo devices of a winery's customers, for stories and the memory adapter: phones of every kind, two blocked. */
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
  device(1, 'Apple iPhone', '3f6c1a52-8d0e-4c1b-9a57-0c2e61b0d4a1', 'Ana Souza'),
  device(2, 'Samsung SM-S918B', 'b2d94e07-51c3-4f6a-8e21-7d90c3a5f218', null),
  device(3, 'Google Pixel 8', '0c7e5b93-2a4f-4d18-b6c0-95e1f7a2c364', 'Loja Centro'),
  device(4, 'Chrome 126 (desktop)', 'e91a0f46-7c25-4b83-a1d9-3f58c6e2b70d', null, false),
  device(5, 'Xiaomi Redmi Note 13', '5a28c6d1-e049-4f7b-92c3-a6d0b18e4f95', 'Carlos Pereira', false),
  device(6, 'Motorola moto g84', '7d41b0e8-93a6-4c2f-b875-1e6f2d09a3c7', null),
  device(7, '', 'c4f8e2a7-0b19-4d6e-a352-8b7c91f0e6d4', null),
];
