import { Link } from 'react-router';
import { sectionPath } from '../../../../core/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const SectionCard_section = graphql(`
  fragment SectionCard_section on BoardSection {
    id
    name
    slug
    pinCount
    previewImages {
      url
    }
  }
`);

/** A section of a board: up to three preview images, its name and pin count. */
export function SectionCard(props: { section: FragmentType<typeof SectionCard_section>; boardHref: string }) {
  const section = getFragmentData(SectionCard_section, props.section);
  const previews = section.previewImages.slice(0, 3);
  return (
    <Link to={sectionPath(props.boardHref, section.slug)} className="section-card">
      <div className="section-card__previews" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="section-card__preview">
            {previews[i] ? <img src={previews[i].url} alt="" loading="lazy" /> : null}
          </div>
        ))}
      </div>
      <span className="section-card__name">{section.name}</span>
      <span className="section-card__meta">
        {section.pinCount === 1 ? '1 Pin' : `${section.pinCount.toLocaleString()} Pins`}
      </span>
    </Link>
  );
}
