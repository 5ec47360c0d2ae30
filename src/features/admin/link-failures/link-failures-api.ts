// The failed links' calls. Read straight from the server (a decision acts on the items as they are now); each
// decision carries the Idempotency-Key made when the moderator acted, so one sent again is applied once.
import { callApi } from '@lib/api-client';
import {
  LINK_FAILURES_API,
  linkFailureListSchema,
  type OpenLinkFailure,
} from '@shared/price-history/link-checks';

export async function fetchLinkFailures(): Promise<OpenLinkFailure[]> {
  return linkFailureListSchema.parse(await callApi(LINK_FAILURES_API.list)).items;
}

export type LinkDecision = 'works' | 'expire';

export const decideLinkFailure = (decision: LinkDecision, dealId: string, key: string) =>
  callApi(LINK_FAILURES_API[decision](dealId), { body: {}, idempotencyKey: key });
