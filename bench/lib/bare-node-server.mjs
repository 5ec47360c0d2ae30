// The floor under any Node server: node:http answering each path with fixed bytes and headers and doing
// nothing else. bench:server measures it beside ours and nginx on the very same answers, so a run says
// how much of our server's gap to nginx is Node's own and how much is ours.
// Run as a child process: `node bare-node-server.mjs <port> <answers.json> [spin µs]`, where the file holds
// [{ path, headers, body (base64) }]. With a spin, each answer first burns that much CPU time: the floor for
// a server that does that much work per request (bench:load gives it ours).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file, spin = '0'] = process.argv.slice(2);
const spinMs = Number(spin) / 1000;
const answers = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map(({ path, headers, body }) => {
    const bytes = Buffer.from(body, 'base64');
    return [path, { headers: { ...headers, 'content-length': String(bytes.length) }, bytes }];
  }),
);

createServer((request, response) => {
  if (spinMs > 0) {
    const until = performance.now() + spinMs;
    while (performance.now() < until);
  }
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers).end(answer.bytes);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
