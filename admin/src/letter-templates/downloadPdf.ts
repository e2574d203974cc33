/**
 * Saves a PDF the API answered as base64 (the letter preview, drawn from text not yet saved, so it
 * has no download link) under its file name. Through a link with `download`, as a click on it is not
 * a popup; its own module so tests can replace it.
 */
export function downloadPdf(base64: string, fileName: string, contentType: string): void {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
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
