// POST /api/operator/commands: runs an operator command handed over by `npm run deals|users|coupons|watches`
// while this server holds the PGlite data directory (server/cli/operator-channel.ts). The caller shows it may by
// the token in DATA_DIR/operator-channel.json; no session cookie is involved, so the same-origin check
// does not apply, and the route exists only while the channel is published. Only a process on this machine
// may call it (the channel is published with a loopback address): a caller from anywhere else is refused
// before its token is even looked at. A command that reads a file
// (an import) gets the text the command line read and sent, never a path to open here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HAND_OFF_BODY_LIMIT_BYTES, isOperatorToken, OPERATOR_ROUTE } from '../../cli/operator-channel.ts';
import { isOperatorCommandName, OPERATOR_COMMANDS } from '../../cli/operator-commands.ts';
import type { ServerContext } from '../../context.ts';
import { badRequest, HttpError } from '../../http/http-error.ts';
import { isFromThisMachine } from '../../http/loopback.ts';
import { parseBody } from '../../http/parse-input.ts';

export const NOT_FROM_THIS_MACHINE =
  'Operator commands are taken only from this machine: run npm run deals or npm run users where the server runs.';

const commandSchema = z.object({
  command: z.string().refine(isOperatorCommandName, 'unknown command'),
  args: z.array(z.string().max(4096)).max(10),
  /** The text of the files the command reads, by the path its arguments name (read by the command line). */
  files: z.record(z.string().max(4096), z.string()).default({}),
});

export function registerOperatorRoutes(app: FastifyInstance, ctx: ServerContext, token: string): void {
  const options = { bodyLimit: HAND_OFF_BODY_LIMIT_BYTES, config: { sameOriginCheck: false } };
  app.post(OPERATOR_ROUTE, options, async (request, reply) => {
    if (!isFromThisMachine(request))
      throw new HttpError(403, NOT_FROM_THIS_MACHINE, { code: 'NOT_LOOPBACK' });
    const presented = request.headers.authorization?.replace(/^Bearer /, '');
    if (!isOperatorToken(presented, token))
      throw new HttpError(401, 'The operator token is missing or wrong.');
    const sent = parseBody(commandSchema, request.body, {
      message: `Send { "command": ${Object.keys(OPERATOR_COMMANDS)
        .map((name) => `"${name}"`)
        .join(' | ')}, "args": [...] }.`,
    });
    const out: string[] = [];
    const err: string[] = [];
    const { files } = sent;
    const command = OPERATOR_COMMANDS[sent.command as keyof typeof OPERATOR_COMMANDS];
    const status = await command.run(sent.args, {
      db: ctx.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: ctx.clock,
      env: ctx.env,
      // Only what the command line sent: this process never opens a path it was handed.
      readFile: async (path) => {
        if (!Object.hasOwn(files, path))
          throw badRequest(`The text of ${path} was not sent with the command.`);
        return files[path]!;
      },
    });
    request.log.info({ command: sent.command, verb: sent.args[0], status }, 'Operator command');
    return reply.header('cache-control', 'no-store').send({ status, out, err });
  });
}
