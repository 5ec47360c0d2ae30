// Addresses that carry one-time secrets (the token of a mailed link, an OAuth code or state) are written
// to logs with those values replaced.
const SECRET_PARAMS = /([?&](?:token|code|state|id_token|access_token)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');
