import { describe, expect, it } from 'vitest';
import { storeFor, storePage } from './store.rules';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';
const WINDOWS_PHONE = 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) like iPhone OS 7_0_3';

describe('store page (spec B §2: redirects a visitor to the app store matching the phone)', () => {
  it('sends iPhones and iPads to the Apple store', () => {
    expect(storeFor(IPHONE)).toBe('apple');
    expect(storeFor(IPAD)).toBe('apple');
  });

  it('sends Android phones to the Google store', () => {
    expect(storeFor(ANDROID)).toBe('google');
  });

  it('matches no store for a desktop or another phone', () => {
    expect(storeFor(DESKTOP)).toBeUndefined();
    expect(storeFor(WINDOWS_PHONE)).toBeUndefined();
    expect(storeFor('')).toBeUndefined();
  });

  it('an unknown store subdomain leads to not-found', () => {
    expect(storePage(undefined, IPHONE)).toEqual({ kind: 'notFound' });
  });

  it('redirects to the matching store link', () => {
    const links = {
      apple: 'https://apps.apple.com/app/id1',
      google: 'https://play.google.com/store/apps/details?id=x',
    };
    expect(storePage(links, IPHONE)).toEqual({ kind: 'redirect', store: 'apple', url: links.apple });
    expect(storePage(links, ANDROID)).toEqual({ kind: 'redirect', store: 'google', url: links.google });
  });

  it('stays on the page when no store matches or the matching one has no link', () => {
    const links = { google: 'https://play.google.com/store/apps/details?id=x' };
    expect(storePage(links, DESKTOP)).toEqual({ kind: 'stay', links });
    expect(storePage(links, IPHONE)).toEqual({ kind: 'stay', links });
  });
});
