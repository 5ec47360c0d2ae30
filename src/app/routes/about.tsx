import { SubscribeDialog } from '@features/account/subscribe-dialog';
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
