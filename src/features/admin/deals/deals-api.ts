// The Deals section's calls. The list is read straight from the server, not from the device's deal cache:
// an operator works online and acts on the catalog as it is now, expired deals included. Every write
// carries the Idempotency-Key made when the operator acted, so a write sent again is applied once.
import { callApi } from '@lib/api-client';
import {
  ADMIN_DEALS_API,
  type AdminDealDraft,
  type AdminDealPage,
  type AdminDealQuery,
  type AdminDealRow,
  adminDealAnswerSchema,
  adminDealPageSchema,
  type DealImportReport,
  type DealImportRequest,
  dealImportReportSchema,
} from '@shared/console/admin-deals';

export async function fetchDealPage(query: AdminDealQuery): Promise<AdminDealPage> {
  const params = new URLSearchParams({ page: String(query.page), state: query.state });
  if (query.q) params.set('q', query.q);
  return adminDealPageSchema.parse(await callApi(`${ADMIN_DEALS_API.deals}?${params}`));
}

export async function createDeal(draft: AdminDealDraft, key: string): Promise<AdminDealRow> {
  const answer = await callApi(ADMIN_DEALS_API.deals, { body: draft, idempotencyKey: key });
  return adminDealAnswerSchema.parse(answer).deal;
}

export async function saveDeal(id: string, draft: AdminDealDraft, key: string): Promise<AdminDealRow> {
  const answer = await callApi(ADMIN_DEALS_API.deal(id), {
    method: 'PUT',
    body: draft,
    idempotencyKey: key,
  });
  return adminDealAnswerSchema.parse(answer).deal;
}

export const expireDeal = (id: string, key: string) =>
  callApi(ADMIN_DEALS_API.expire(id), { body: {}, idempotencyKey: key });

export const deleteDeal = (id: string, key: string) =>
  callApi(ADMIN_DEALS_API.deal(id), { method: 'DELETE', idempotencyKey: key });

export async function importDeals(request: DealImportRequest, key: string): Promise<DealImportReport> {
  return dealImportReportSchema.parse(
    await callApi(ADMIN_DEALS_API.import, { body: request, idempotencyKey: key }),
  );
}
