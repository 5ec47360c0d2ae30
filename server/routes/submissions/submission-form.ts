// The submit form as both of its doors read it: a member's submission (POST /api/submissions) and a
// moderator's edit of one when approving it (server/routes/moderation). Refused, it names the fields at
// fault in the message and each one's problem beside it, as the form shows them.
import {
  type Submission,
  submissionFieldErrors,
  submissionSchema,
} from '../../../src/shared/community/submission.ts';
import { SUBMISSION_MESSAGES } from '../../../src/shared/community/submission-texts.ts';
import { parseBody } from '../../http/parse-input.ts';

/** The submitted deal as the form's schema reads it at `now`, or a 400 naming each field at fault. */
export const parseSubmission = (body: unknown, now: Date): Submission =>
  parseBody(submissionSchema(now), body, {
    fieldsOf: submissionFieldErrors,
    message: (fields) => `${SUBMISSION_MESSAGES.invalid}${Object.keys(fields).join(', ')}.`,
  });
