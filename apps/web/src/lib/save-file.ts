/** Hands a downloaded file to the browser's own "save" behaviour, under the given name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
