import { HOUSE_PROMOTIONS } from '@shared/site/ad-texts';
import { AD_PLACE_LABELS } from '@shared/site/layout-texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { AdSlotPlace } from './ad-slot-place';

const promotionTitles = Object.values(HOUSE_PROMOTIONS).map((promotion) => promotion.title);

describe('the ad places', () => {
  it('are landmarks with names of their own', () => {
    renderPage(
      <>
        <AdSlotPlace placement="top" />
        <AdSlotPlace placement="listing" />
        <AdSlotPlace placement="bottom" />
      </>,
    );
    for (const name of Object.values(AD_PLACE_LABELS)) {
      expect(screen.getByRole('complementary', { name })).toBeTruthy();
    }
  });

  it('show the first place’s own promotion after a listing’s first row as above the page', () => {
    renderPage(
      <>
        <AdSlotPlace placement="top" />
        <AdSlotPlace placement="listing" />
      </>,
    );
    const promotionIn = (name: string) =>
      within(screen.getByRole('complementary', { name })).getByText((text) =>
        promotionTitles.includes(text as (typeof promotionTitles)[number]),
      ).textContent;
    expect(promotionIn(AD_PLACE_LABELS.listing)).toBe(promotionIn(AD_PLACE_LABELS.top));
  });
});
