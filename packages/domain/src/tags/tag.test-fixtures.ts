// Shared by the tag tests: a tag and readings as the in-memory fakes hold them.
import type { Tag } from './tag.model';
import type { TagReading } from './tag-reading.model';

export const aTag: Tag = {
  id: 11,
  tagId: '04A1B2C3D4E5F6',
  sequence: 1,
  productName: 'Olive oil 500 ml',
  partnerLotNumber: 'PO-1',
  customerLotNumber: 'L-2026-01',
  customerName: 'Acme',
  readingCount: 3,
  locatedReadingCount: 2,
  active: true,
  lastReadAt: '2026-03-01T12:00:00Z',
  possibleCopy: false,
};

export const aReading = (id: number, latitude: number | null, longitude: number | null): TagReading => ({
  id,
  deviceModel: 'Pixel 8',
  osVersion: '14',
  deviceId: `dev-${id}`,
  deviceAlias: null,
  readAt: '2026-03-01T12:00:00Z',
  latitude,
  longitude,
  authenticity: 'unverified',
  suspicions: [],
});
