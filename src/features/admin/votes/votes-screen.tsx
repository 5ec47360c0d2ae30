// /admin/votes: clusters of accounts that voted the same deals together, for the staff to look into. The
// server checks the role of every request; this screen shows what it answered.
import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import { callApi } from '@lib/api-client';
import { VOTES_API, type VoteClusters, voteClustersSchema } from '@shared/console/admin-votes';
import { VOTES_TEXTS as T } from '@shared/console/admin-votes-texts';
import { Link } from 'react-router-dom';
import { StaffDataNotice } from '../staff-data-notice';
import { useStaffData } from '../use-staff-data';

const fetchClusters = async (): Promise<VoteClusters> => voteClustersSchema.parse(await callApi(VOTES_API));

export function VotesScreen() {
  const { state } = useStaffData(fetchClusters);
  return (
    <section className="admin-votes">
      <p>{T.intro}</p>
      {state.kind !== 'ready' ? (
        <StaffDataNotice state={state} />
      ) : state.data.clusters.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <table className="admin-table">
          <caption className="sr-only">{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.columns.kind}</th>
              <th scope="col">{T.columns.deal}</th>
              <th scope="col">{T.columns.members}</th>
              <th scope="col">{T.columns.temperature}</th>
              <th scope="col">{T.columns.when}</th>
            </tr>
          </thead>
          <tbody>
            {state.data.clusters.map((cluster) => (
              <tr key={`${cluster.kind}-${cluster.dealId}-${cluster.from}`}>
                <td data-label={T.columns.kind}>{T.kinds[cluster.kind]}</td>
                <td data-label={T.columns.deal}>
                  <Link to={paths.deal(cluster.dealId)}>{cluster.dealTitle}</Link>
                </td>
                <td data-label={T.columns.members}>
                  {cluster.members.map((member) => member.name).join(', ')} ({cluster.members.length})
                </td>
                <td data-label={T.columns.temperature}>{cluster.temperature}°</td>
                <td data-label={T.columns.when}>
                  <WrittenTime iso={cluster.from} withTime /> – <WrittenTime iso={cluster.to} withTime />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
