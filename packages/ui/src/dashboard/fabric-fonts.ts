/**
 * @fluentui/react 8 (the charts' peer) registers its web fonts from Microsoft's CDN as it loads, unless
 * `window.FabricConfig.fontBaseUrl` is empty: the portal loads nothing from other origins (its content policy refuses
 * them), and the charts use the page's fonts. Called before the charts' chunk is imported: the library's modules may
 * sit in a chunk of their own, which runs before any module of the chunk that imports it.
 */
type FabricWindow = Window & { FabricConfig?: { fontBaseUrl?: string } };

export function withoutCdnFonts(): void {
  if (typeof window === 'undefined') return;
  const fabric = window as FabricWindow;
  fabric.FabricConfig = { ...fabric.FabricConfig, fontBaseUrl: '' };
}
