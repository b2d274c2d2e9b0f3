/**
 * The tag page's script (issue 12 §1): everything a shopper reads is already in the server's HTML; this only does
 * what needs a browser — runs the photo carousel, asks where the visitor is, records the scan, and shows the
 * single-reading warning should this scan turn out not to be the tag's first. Failures are only logged (spec B §8).
 */
import { APP_VERSION, positionOrUnknown, UNKNOWN_POSITION, type GeoPosition } from '@tagtrail/domain';

/** How long the page waits for a position before recording the scan without one (spec B §8: then 0, 0). */
const POSITION_WAIT_MS = 4000;

runCarousel();
void recordScan();

function runCarousel(): void {
  const frame = document.querySelector<HTMLElement>('.photos');
  if (frame === null) return;
  const photos = Array.from(frame.querySelectorAll('img'));
  if (photos.length < 2) return;
  let shown = 0;
  const show = (index: number) => {
    shown = (index + photos.length) % photos.length;
    photos.forEach((photo, i) => {
      photo.hidden = i !== shown;
    });
  };
  frame.querySelector('.prev')?.addEventListener('click', () => show(shown - 1));
  frame.querySelector('.next')?.addEventListener('click', () => show(shown + 1));
  const interval = Number(frame.dataset.interval ?? '0');
  // spec B §9: 0 means no sliding; a visitor who asked for less motion slides by hand.
  if (interval > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    let paused = false;
    frame.addEventListener('pointerenter', () => (paused = true));
    frame.addEventListener('pointerleave', () => (paused = false));
    frame.addEventListener('focusin', () => (paused = true));
    frame.addEventListener('focusout', () => (paused = false));
    setInterval(() => {
      if (!paused) show(shown + 1);
    }, interval);
  }
}

function position(): Promise<GeoPosition> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(UNKNOWN_POSITION);
      return;
    }
    const giveUp = setTimeout(() => resolve(UNKNOWN_POSITION), POSITION_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(giveUp);
        resolve(positionOrUnknown({ latitude: coords.latitude, longitude: coords.longitude }));
      },
      () => {
        clearTimeout(giveUp);
        resolve(UNKNOWN_POSITION);
      },
      { timeout: POSITION_WAIT_MS, maximumAge: 60_000 },
    );
  });
}

async function recordScan(): Promise<void> {
  const tenantId = document.querySelector<HTMLScriptElement>('script[data-tenant]')?.dataset.tenant ?? '';
  const main = document.querySelector<HTMLElement>('main');
  // No tag, nothing to record; but a secure tag's message that did not verify is reported, for the tag's owner.
  const missing = document.querySelector('.missing') !== null;
  if (missing && main?.dataset.authenticity !== 'invalid') return;
  try {
    // A page that shows no product asks no one where they are.
    const { latitude, longitude } = missing ? UNKNOWN_POSITION : await position();
    const response = await fetch('/api/appless/leituras', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': tenantId || '-', 'app-version': APP_VERSION },
      body: JSON.stringify({ code: location.href, latitude, logintude: longitude }),
    });
    if (!response.ok) throw new Error(`the scan was refused: ${response.status}`);
    const answer = (await response.json()) as {
      leituraUnica?: boolean;
      numeroLeituras?: number;
      autenticidade?: string;
    };
    document.body.dataset.scanRecorded = 'true';
    // Another tap may have recorded this counter between the page and the scan: the scan's verdict is the one kept.
    if (main !== null && answer.autenticidade === 'replayed' && main.dataset.authenticity === 'genuine') {
      main.dataset.authenticity = 'replayed';
      document.getElementById('authenticity-genuine')?.toggleAttribute('hidden', true);
      document.getElementById('authenticity-copy')?.toggleAttribute('hidden', false);
    }
    if (answer.leituraUnica === true && (answer.numeroLeituras ?? 0) > 1) {
      const warning = document.getElementById('repeat-warning');
      if (warning !== null) warning.hidden = false;
    }
  } catch (error) {
    console.warn('tag page: the scan was not recorded', error);
  }
}
