// /admin/messages: the contact form's messages, newest first, for operators. The filter, the search, the
// page and the message open are all in the address; the server checks the role of every call.
import { WrittenTime } from '@components/written-time';
import { MESSAGE_FILTERS, MESSAGE_SEARCH_MAX, type MessageFilter } from '@shared/console/admin-messages';
import { ADMIN_MESSAGE_TEXTS as T } from '@shared/console/admin-messages-texts';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pageParam, withParams } from '../list-params';
import { PagedTable } from '../paged-table';
import { StatusSearchFilters } from '../status-search-filters';
import { useStaffData } from '../use-staff-data';
import { MessageView } from './message-view';
import { fetchMessages } from './messages-api';

const filterOf = (value: string | null): MessageFilter =>
  MESSAGE_FILTERS.includes(value as MessageFilter) ? (value as MessageFilter) : 'waiting';

export function MessagesScreen() {
  const [params] = useSearchParams();
  const status = filterOf(params.get('status'));
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const openId = params.get('message');

  const load = useCallback(() => fetchMessages({ status, q, page }), [status, q, page]);
  const { state, reload } = useStaffData(load);

  if (openId) {
    return <MessageView id={openId} backTo={withParams(params, { message: undefined })} onChanged={reload} />;
  }

  return (
    <section className="admin-messages" aria-label={T.heading}>
      <p>{T.intro}</p>
      <StatusSearchFilters
        idPrefix="messages"
        filters={MESSAGE_FILTERS}
        defaultFilter="waiting"
        status={status}
        q={q}
        searchMax={MESSAGE_SEARCH_MAX}
        texts={T}
        clears={['message']}
      />
      <PagedTable
        state={state}
        texts={{ loading: T.loading, forbidden: T.forbidden, offline: T.offline, empty: T.empty }}
        columns={[T.columns.from, T.columns.subject, T.columns.received, T.columns.status]}
        rows={(items) =>
          items.map((message) => (
            <tr key={message.id}>
              <td data-label={T.columns.from}>
                {message.name}
                <br />
                <span className="muted">{message.email}</span>
              </td>
              <td data-label={T.columns.subject}>
                <Link to={withParams(params, { message: message.id })}>{message.subject}</Link>
              </td>
              <td data-label={T.columns.received}>
                <WrittenTime iso={message.createdAt} withTime />
              </td>
              <td data-label={T.columns.status}>
                {message.handledAt ? T.handled : <span className="admin-status--waiting">{T.waiting}</span>}
              </td>
            </tr>
          ))
        }
      />
    </section>
  );
}
