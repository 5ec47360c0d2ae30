import { ReturnsScreen } from '@features/content/returns-screen';

export default function ReturnsRoute() {
  return <ReturnsScreen />;
}
