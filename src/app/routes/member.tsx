import { PageNotFound } from '@app/page-not-found';
import { MemberProfileScreen } from '@features/members/member-profile-screen';
import { useParams } from 'react-router-dom';

/** /member/{handle}: a member's public profile. */
export default function MemberRoute() {
  const { handle = '' } = useParams();
  return <MemberProfileScreen key={handle} handle={handle} notFound={<PageNotFound />} />;
}
