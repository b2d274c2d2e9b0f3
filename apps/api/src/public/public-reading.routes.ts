/**
 * The app-less scan (spec B §7 "Public"): POST /appless/leituras records one reading of the tag the page's URL names
 * and answers the public tag fields, the count including this reading. The scans that arrive together are stored in
 * one statement, visitor_scans, outside any transaction of the router's (migration 0025, group commit): a scan's
 * group has committed before its answer leaves, so an acknowledged scan is stored, with the country, region and town
 * its position is in (issue 12 §3).
 * Rate-limited per client address like every public call.
 */
import * as v from 'valibot';
import {
  AppLessHeadersSchema,
  publicReadingContract,
  publicReadingRequestFromWire,
  publicTagReadingToWire,
} from '@tagtrail/contract';
import {
  tagLinkReader,
  positionOrUnknown,
  NO_PUBLIC_TAG,
  type ReverseGeocoder,
  type TagCode,
  type TagCodeReader,
} from '@tagtrail/domain';
import { MessageKeys, validationFailure } from '../http/api-failure';
import type { Router } from '../http/route';
import type { Scan, VisitorTags } from './public-tags.repository';
import type { DeviceCookies } from './scan-device';
import type { SecureTaps } from './secure-taps';

export function registerPublicReadingRoutes(
  router: Router,
  {
    visitor,
    devices,
    places,
    taps,
    codes = tagLinkReader,
  }: {
    readonly visitor: VisitorTags;
    /** The signed device cookie (issue 24 §1). */
    readonly devices: DeviceCookies;
    readonly places: ReverseGeocoder;
    /** Verifies secure NFC taps (issue 27 §4); without it a secure link names no tag. */
    readonly taps?: SecureTaps;
    readonly codes?: TagCodeReader;
  },
): void {
  /** The tag a link names, as the scan records it: by id, or by a secure tap's UID within its lot. */
  async function scannedTagOf(code: TagCode | undefined): Promise<Pick<Scan, 'tagId' | 'secure'> | undefined> {
    if (code === undefined) return undefined;
    if (code.kind === 'plain') return { tagId: code.tagId };
    const tap = await taps?.verify(code);
    return tap === undefined ? undefined : { tagId: tap.uid, secure: { lotId: tap.lotId, counter: tap.counter } };
  }

  router.visitorRoute(publicReadingContract.read, async ({ body, request, reply }) => {
    const headers = v.safeParse(AppLessHeadersSchema, {
      'tenant-id': request.headers['tenant-id'],
      'app-version': request.headers['app-version'],
    });
    if (!headers.success) {
      const missing = headers.issues.map((issue) => String(issue.path?.[0]?.key ?? 'headers'));
      throw validationFailure(missing.map((field) => ({ field, key: MessageKeys.requiredField })));
    }
    const scanRequest = publicReadingRequestFromWire(body);
    const tag = await scannedTagOf(codes.read(scanRequest.code));
    const position = positionOrUnknown(scanRequest);
    const device = tag === undefined ? undefined : devices.scanDevice(request, reply);
    // Offline and in memory (microseconds): the scan never waits on a service to know where it was made.
    const place = places.placeOf(position);
    const scanned =
      tag === undefined || device === undefined
        ? undefined
        : await visitor.scan({
            ...tag,
            latitude: position.latitude,
            longitude: position.longitude,
            deviceId: device.id,
            deviceModel: device.model,
            osVersion: device.osVersion,
            ...place,
          });
    // spec B §8: no serial → the page says 'resource not found'. Nothing is recorded for a link that names no tag; a
    // secure message that failed its MAC is recorded against the tag it claimed, and answered as no tag at all.
    if (scanned === undefined || scanned.reading.authenticity === 'invalid') {
      reply.code(404);
      return publicTagReadingToWire(NO_PUBLIC_TAG);
    }
    return publicTagReadingToWire(scanned.reading);
  });
}
