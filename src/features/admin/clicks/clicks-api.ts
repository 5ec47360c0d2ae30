// The Clicks section's one call: the report for the last `days` days, checked against the shared schema.
import { callApi } from '@lib/api-client';
import { CLICKS_API, type ClicksReport, clicksReportSchema } from '@shared/console/admin-clicks';

export async function fetchClicksReport(days: number): Promise<ClicksReport> {
  return clicksReportSchema.parse(await callApi(`${CLICKS_API}?days=${days}`));
}
