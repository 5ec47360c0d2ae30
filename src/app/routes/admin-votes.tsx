import { PageShell } from '@components/page-shell';
import { AdminFrame } from '@features/admin/admin-frame';
import { VotesScreen } from '@features/admin/votes/votes-screen';
import { PAGES } from '@shared/site/pages';

/** /admin/votes: clusters of accounts voting the same deals together, for the staff (the server checks the role). */
export default function AdminVotesRoute() {
  return (
    <PageShell page={PAGES.adminVotes}>
      <AdminFrame>
        <VotesScreen />
      </AdminFrame>
    </PageShell>
  );
}
