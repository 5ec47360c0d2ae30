import { CommunityScreen } from '@features/content/community-screen';

export default function CommunityRoute() {
  return <CommunityScreen />;
}
