import { ReturnIcon, ShieldCheckIcon, StarIcon, TruckIcon } from '@components/icons';
import type { Deal } from '@shared/deal/deal';
import { detailFacts } from '@shared/deal/deal-rules';
import { HIGHLIGHTS, KEY_FEATURES } from '@shared/site/screen-texts';

/** The description, the key features and the four highlights every deal carries. */
export function OverviewPanel({ deal }: { deal: Deal }) {
  const { warranty } = detailFacts(deal);
  const highlights = [
    { text: HIGHLIGHTS.shipping, Icon: TruckIcon },
    { text: warranty, Icon: StarIcon },
    { text: HIGHLIGHTS.returns, Icon: ReturnIcon },
    { text: HIGHLIGHTS.secure, Icon: ShieldCheckIcon },
  ];
  return (
    <div className="deal-overview">
      <p className="deal-overview__description">{deal.description}</p>
      {deal.features.length > 0 ? (
        <>
          <h2 className="deal-panel__title">{KEY_FEATURES}</h2>
          <ul className="deal-overview__features">
            {deal.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ul className="deal-highlights">
        {highlights.map(({ text, Icon }) => (
          <li key={text} className="deal-highlights__item">
            <Icon size={22} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
