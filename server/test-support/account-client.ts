// A browser stand-in for route tests: keeps the cookies the server sets, sends them back, and sends the
// headers a page of the site sends (Origin, Sec-Fetch-Site).
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { outgoingMail } from '../db/schema.ts';
import { TEST_ORIGIN, type TestServer } from './test-app.ts';

export interface AccountClient {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  cookies: Map<string, string>;
  /** Drops the cookies that end with the browser session (no Max-Age or Expires), as closing the browser does. */
  restartBrowser(): void;
}

export function accountClient(server: TestServer, address = '203.0.113.10'): AccountClient {
  const cookies = new Map<string, string>();
  const persistent = new Set<string>();
  const send = async (options: InjectOptions) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await server.app.inject({
      remoteAddress: address,
      ...options,
      headers: {
        origin: TEST_ORIGIN,
        'sec-fetch-site': 'same-origin',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });
    for (const set of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (expired || set.value === '') {
        cookies.delete(set.name);
        persistent.delete(set.name);
        continue;
      }
      cookies.set(set.name, set.value);
      if (set.maxAge !== undefined || set.expires !== undefined) persistent.add(set.name);
      else persistent.delete(set.name);
    }
    return response;
  };
  return {
    get: (url, headers) => send({ method: 'GET', url, headers }),
    post: (url, payload = {}, headers) => send({ method: 'POST', url, payload, headers }),
    put: (url, payload = {}, headers) => send({ method: 'PUT', url, payload, headers }),
    patch: (url, payload = {}, headers) => send({ method: 'PATCH', url, payload, headers }),
    delete: (url, headers) => send({ method: 'DELETE', url, headers }),
    cookies,
    restartBrowser() {
      for (const name of [...cookies.keys()]) if (!persistent.has(name)) cookies.delete(name);
    },
  };
}

/** The newest mail sent to the address, with the link it carries (if any). */
export async function latestMail(server: TestServer, to: string) {
  const [mail] = await server.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.toAddress, to))
    .orderBy(desc(outgoingMail.id))
    .limit(1);
  if (!mail) throw new Error(`No mail was sent to ${to}.`);
  const link = mail.textBody.match(/https?:\/\/\S+\?token=\S+/)?.[0];
  return { ...mail, link, token: link ? new URL(link).searchParams.get('token')! : undefined };
}

export const PASSWORD = 'correct horse battery staple';

/** Registers, confirms the address through the mailed link, and signs in. */
export async function signedInMember(
  server: TestServer,
  { name = 'Ana Lima', email = 'ana@example.com', password = PASSWORD, rememberMe = true } = {},
  client = accountClient(server),
) {
  const registered = await client.post('/api/auth/sign-up/email', {
    name,
    email,
    password,
    agreeToTerms: true,
  });
  if (registered.statusCode !== 200) throw new Error(`Sign-up failed: ${registered.body}`);
  const { token } = await latestMail(server, email);
  const verified = await client.get(`/api/auth/verify-email?token=${token}`);
  if (verified.statusCode !== 200) throw new Error(`Verification failed: ${verified.body}`);
  const signedIn = await client.post('/api/auth/sign-in/email', { email, password, rememberMe });
  if (signedIn.statusCode !== 200) throw new Error(`Sign-in failed: ${signedIn.body}`);
  return client;
}
