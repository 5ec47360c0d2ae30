// POST, no body: one open of a deal's page (the deal screen's beacon; server/routes/go/deal-view-routes.ts).
// Its own module so the deal screen does not carry the console's schemas.
export const dealViewApi = (id: string): string => `/api/deals/${encodeURIComponent(id)}/view`;
