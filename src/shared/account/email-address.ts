import { z } from 'zod';

/** An e-mail address by the browser's own type="email" rule, so forms and schemas agree on every value. */
export const emailAddress = z.email({ pattern: z.regexes.html5Email });
