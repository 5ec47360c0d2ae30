// An error with the status and the message the client should see. The error handler sends 4xx messages
// as they are (with the problem per form field, and a code the client can act on, when given) and
// replaces 5xx messages with a generic one.
export interface HttpErrorDetails {
  /** A stable name for the problem (e.g. INVALID_TOKEN). */
  code?: string;
  /** The problem per form field, for showing beside each field. */
  fields?: Record<string, string>;
  /** Seconds before trying again makes sense (sent as Retry-After). */
  retryAfterSeconds?: number;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: HttpErrorDetails;

  constructor(statusCode: number, message: string, details: HttpErrorDetails = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: HttpErrorDetails) =>
  new HttpError(400, message, details);
export const notFound = (message: string) => new HttpError(404, message);
