/** Clicks a hidden anchor to `href` with a download name: the browser downloads it, the page stays. */
export function clickDownloadLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Lets the browser save a blob under a file name (a download, not a navigation). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  // Some browsers read the URL after click() returns; give them time before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
