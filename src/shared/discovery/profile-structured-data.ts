// A member's profile page as schema.org's ProfilePage, for search engines.
import { type MemberProfile, memberProfilePath } from './member-profile';

export const profileJsonLd = (profile: MemberProfile, origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'ProfilePage',
  dateCreated: profile.joinedAt,
  mainEntity: {
    '@type': 'Person',
    name: profile.name,
    alternateName: profile.handle,
    url: `${origin}${memberProfilePath(profile.handle)}`,
    agentInteractionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/WriteAction',
      userInteractionCount: profile.deals.length,
    },
  },
});
