/**
 * A chosen file's text (UTF-8, a byte-order mark left for the server's reader to drop), through
 * FileReader, which every browser the console supports has (and jsdom, unlike `Blob.text`).
 */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
