import { DownloadAppScreen } from '@features/pwa/download-app-screen';

export default function DownloadAppRoute() {
  return <DownloadAppScreen />;
}
