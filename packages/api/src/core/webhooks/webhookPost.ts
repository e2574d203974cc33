// One webhook request: POSTs the signed body to the endpoint, connecting to the address that
// outboundAddress.ts checked (never resolving the name a second time), with the URL's host in the
// Host header and as the TLS server name, so the certificate is still checked against the name.
// Redirects are not followed (an answer is an answer: only 2xx delivers), and the whole exchange has
// a deadline.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import {
  addressRefusal,
  checkedAddress,
  hostOf,
  OutboundAddressRefused,
  type OutboundPolicy,
  type Resolver,
} from './outboundAddress';

// IPv4 first: only the first address is connected to, and a development receiver on localhost
// usually listens on 127.0.0.1 while the name answers ::1 first.
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, order: 'ipv4first' });

export interface WebhookPostOptions {
  policy: OutboundPolicy;
  resolve: Resolver;
  timeoutMs: number;
}

/** The endpoint's HTTP status (any: the caller decides what delivers). */
export async function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: WebhookPostOptions,
): Promise<number> {
  const target = await checkedAddress(url, options.policy, options.resolve);
  const host = hostOf(url);
  const secure = url.protocol === 'https:';
  return new Promise<number>((resolve, reject) => {
    const request = (secure ? https : http).request({
      // The checked address itself: no lookup happens between the check and the connection.
      host: target.address,
      family: target.family,
      port: url.port ? Number(url.port) : secure ? 443 : 80,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      // A connection of its own: a pooled one could lead to an address checked for another name.
      agent: false,
      ...(secure && !ipaddr.isValid(host) ? { servername: host } : {}),
      headers: {
        ...headers,
        host: url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'HaloGive-Webhooks/1.0',
      },
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    request.on('socket', (socket) => {
      socket.on('connect', () => {
        // Belt and braces: the peer is the address that was checked.
        const peer = socket.remoteAddress;
        const refusal = peer ? addressRefusal(peer, options.policy) : 'no peer address';
        if (refusal) request.destroy(new OutboundAddressRefused(refusal));
      });
    });
    request.on('response', (response) => {
      clearTimeout(deadline);
      const status = response.statusCode ?? 0;
      // Only the status counts; the rest of the answer is not waited for.
      response.destroy();
      resolve(status);
    });
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}
