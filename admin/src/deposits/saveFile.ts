/**
 * Saves a file the API answered (the accounting export, asked for by a POST, so it has no link of
 * its own) under its name, through a link with `download`; its own module so tests can replace it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name of an answer's `Content-Disposition: attachment; filename="…"`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}
