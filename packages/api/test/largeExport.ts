// A CSV download that counts rows without keeping them: the export's memory is the server's alone.
import http from 'node:http';

/** Streams a report URL, counting CRLF records and bytes; the body is never held. */
export function countCsv(
  port: number,
  url: string,
  cookie: string,
): Promise<{ status: number; records: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: new URL(url).pathname, headers: { host: 'demo.localhost', cookie } },
        (response) => {
          let records = 0;
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) records += 1;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, records, bytes }));
          response.on('error', reject);
        },
      )
      .on('error', reject);
  });
}
