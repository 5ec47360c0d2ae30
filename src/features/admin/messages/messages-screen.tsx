// /admin/messages: the contact form's messages, newest first, for operators. The filter, the search, the
// page and the message open are all in the address; the server checks the role of every call.
import {
  MESSAGE_FILTERS,
  MESSAGE_SEARCH_MAX,
  type MessageFilter,
  ADMIN_MESSAGE_TEXTS as T,
} from '@shared/admin-messages';
import { type FormEvent, useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pageParam, withParams } from '../list-params';
import { PagedTable } from '../paged-table';
import { useStaffData } from '../use-staff-data';
import { MessageView } from './message-view';
import { fetchMessages } from './messages-api';

const filterOf = (value: string | null): MessageFilter =>
  MESSAGE_FILTERS.includes(value as MessageFilter) ? (value as MessageFilter) : 'waiting';

export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const q = params.get('q') ?? '';
  const page = pageParam(params);
  const openId = params.get('message');

  const load = useCallback(() => fetchMessages({ status, q, page }), [status, q, page]);
  const { state, reload } = useStaffData(load);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(
      withParams(params, {
        // The default filter stays out of the address.
        status: form.get('status') === 'waiting' ? undefined : String(form.get('status')),
        q: String(form.get('q')).trim(),
        page: undefined,
        message: undefined,
      }),
    );
  };

  if (openId) {
    return <MessageView id={openId} backTo={withParams(params, { message: undefined })} onChanged={reload} />;
  }

  return (
    <section className="admin-messages" aria-label={T.heading}>
      <p>{T.intro}</p>
      <form className="admin-filters" onSubmit={search}>
        <div className="form-field">
          <label htmlFor="messages-status">{T.filterLabel}</label>
          <select
            id="messages-status"
            name="status"
            defaultValue={status}
            key={status}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {MESSAGE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {T.filters[filter]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="messages-q">{T.searchLabel}</label>
          <input
            id="messages-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={MESSAGE_SEARCH_MAX}
          />
        </div>
        <button type="submit" className="btn btn--secondary">
          {T.search}
        </button>
      </form>
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
                <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
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
