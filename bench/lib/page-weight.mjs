// The bytes a page costs the network, raw and as the server sends it to a browser that accepts brotli, read
// with node:http (fetch would decode the body and hide its encoded size).
import { request } from 'node:http';

/** The body's length as sent, with these request headers. */
export function bodyBytes(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page's HTML raw and with brotli, and the same for the answers its takeover fetches, if it names any. */
export async function pageWeight(origin, path) {
  const url = `${origin}${path}`;
  const raw = await bodyBytes(url);
  const br = await bodyBytes(url, { 'accept-encoding': 'br' });
  const html = await (await fetch(url)).text();
  const reference = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(html)?.[1];
  let answers;
  if (reference) {
    const href = `${origin}${JSON.parse(reference).href}`;
    answers = {
      raw: (await bodyBytes(href)).bytes,
      br: (await bodyBytes(href, { 'accept-encoding': 'br' })).bytes,
    };
  }
  return {
    path,
    status: raw.status,
    raw: raw.bytes,
    br: br.encoding === 'br' ? br.bytes : undefined,
    answers,
  };
}
