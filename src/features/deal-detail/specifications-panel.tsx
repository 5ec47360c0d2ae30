import type { Deal } from '@shared/deal/deal';
import { detailFacts } from '@shared/deal/deal-rules';
import { AVAILABILITY, PACKAGE_CONTENTS, SPECIFICATIONS, WARRANTY } from '@shared/site/screen-texts';

/** The product's key/value specifications, then what is in the box, availability and warranty. */
export function SpecificationsPanel({ deal }: { deal: Deal }) {
  const { packageContents, availability, warranty } = detailFacts(deal);
  const specs = Object.entries(deal.specifications);
  const named = new Set(specs.map(([name]) => name.toLowerCase()));
  // A source that already lists, say, its warranty keeps its own wording; the defaults fill only gaps.
  const facts = (
    [
      [PACKAGE_CONTENTS, packageContents],
      [AVAILABILITY, availability],
      [WARRANTY, warranty],
    ] as [string, string][]
  ).filter(([name]) => !named.has(name.toLowerCase()));
  const rows = [...specs, ...facts];
  return (
    <table className="spec-table">
      <caption className="sr-only">{SPECIFICATIONS}</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
