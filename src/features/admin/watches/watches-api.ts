// The Watches section's calls, read straight from the server: the overview, and blocking or unblocking a
// host. Each write carries the Idempotency-Key made when the operator acted, so a write sent again is
// applied once.
import { callApi } from '@lib/api-client';
import {
  ADMIN_WATCHES_API,
  type AdminWatchesAnswer,
  adminWatchesAnswerSchema,
} from '@shared/console/admin-watches';

export async function fetchWatchesOverview(): Promise<AdminWatchesAnswer> {
  return adminWatchesAnswerSchema.parse(await callApi(ADMIN_WATCHES_API.overview));
}

export async function blockHost(host: string, reason: string, key: string): Promise<void> {
  await callApi(ADMIN_WATCHES_API.host(host), { method: 'PUT', body: { reason }, idempotencyKey: key });
}

export async function unblockHost(host: string, key: string): Promise<void> {
  await callApi(ADMIN_WATCHES_API.host(host), { method: 'DELETE', idempotencyKey: key });
}
