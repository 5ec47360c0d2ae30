// The audit log's call, parsed with the shared schema.
import { callApi } from '@lib/api-client';
import {
  ADMIN_AUDIT_API,
  type AuditList,
  type AuditListQuery,
  auditListSchema,
} from '@shared/console/admin-audit';

export async function fetchAuditLog({
  action,
  subject,
  subjectId,
  page,
}: AuditListQuery): Promise<AuditList> {
  const query = new URLSearchParams({ page: String(page) });
  if (action) query.set('action', action);
  if (subject) query.set('subject', subject);
  if (subjectId) query.set('subjectId', subjectId);
  return auditListSchema.parse(await callApi(`${ADMIN_AUDIT_API.list}?${query}`));
}
