/** The id of the JSON script in which a server-drawn deal page carries the deal it was drawn from. */
export const PAGE_DEAL_SCRIPT_ID = 'page-deal';
