/** Lets the browser save a blob under a file name (a download, not a navigation). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them time before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
