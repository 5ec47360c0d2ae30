import { CareersScreen } from '@features/content/careers-screen';

export default function CareersRoute() {
  return <CareersScreen />;
}
