import { TrackScreen } from '@features/content/track-screen';

export default function TrackRoute() {
  return <TrackScreen />;
}
