// The inbox's calls. Read straight from the server (a decision acts on the messages as they are now);
// every answer is parsed with the shared schema before a screen sees it.
import { callApi } from '@lib/api-client';
import {
  ADMIN_MESSAGES_API,
  type MessageDetail,
  type MessageFilter,
  messageDetailSchema,
  messageListSchema,
  type ReplyRequest,
  replyAnswerSchema,
} from '@shared/console/admin-messages';

export interface MessageListView {
  status: MessageFilter;
  q: string;
  page: number;
}

export async function fetchMessages({ status, q, page }: MessageListView) {
  const query = new URLSearchParams({ status, page: String(page) });
  if (q) query.set('q', q);
  return messageListSchema.parse(await callApi(`${ADMIN_MESSAGES_API.list}?${query}`));
}

export async function fetchMessage(id: string): Promise<MessageDetail> {
  return messageDetailSchema.parse(await callApi(ADMIN_MESSAGES_API.one(id)));
}

export const markMessage = (id: string, handled: boolean) =>
  callApi(ADMIN_MESSAGES_API.handled(id), { body: { handled }, idempotencyKey: crypto.randomUUID() });

/** Sends the answer under `idempotencyKey`: sent again after a lost answer, it is still one mail. */
export async function replyToMessage(id: string, reply: ReplyRequest, idempotencyKey: string) {
  return replyAnswerSchema.parse(
    await callApi(ADMIN_MESSAGES_API.reply(id), { body: reply, idempotencyKey }),
  );
}
