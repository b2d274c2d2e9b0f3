/** Saving bytes or text the page holds as a file in the user's downloads (a QR code list, a layout zip). */

/** Offers `content` as a download named `fileName`, as a link with `download` would. */
export function saveFile(content: BlobPart, fileName: string, mediaType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob by now; a moment later the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
