import { SubscribeDialog } from '@features/alerts/subscribe-dialog';
import { AboutScreen } from '@features/content/about-screen';
import { useState } from 'react';

export default function AboutRoute() {
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  return (
    <>
      <AboutScreen onSubscribe={() => setSubscribeOpen(true)} />
      <SubscribeDialog open={subscribeOpen} onClose={() => setSubscribeOpen(false)} />
    </>
  );
}
