import type { PositionType, WorkType } from '../jobs';

/** What the public job page knows of a job, enough for search engines' job listings. */
export type PublicJobListing = {
  jobId: string;
  title: string;
  /** HTML or plain text, as the job's description holds it. */
  description: string;
  /** When the job was published (ISO 8601). */
  datePosted: string;
  /** The auto-close date, when there is one (ISO 8601). */
  validThrough: string | null;
  positionType: PositionType | null;
  workType: WorkType | null;
  company: { name: string; url?: string | null; logoUrl?: string | null };
  location: { city?: string | null; region?: string | null; country?: string | null; postalCode?: string | null } | null;
  /** The public job page. */
  url: string;
};

/** schema.org's employmentType values. */
const EMPLOYMENT_TYPE: Record<PositionType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  INTERN: 'INTERN',
};

const compact = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined && field !== '')) as Partial<T>;

/**
 * The schema.org `JobPosting` of a public job page, as a JSON-LD object: put it in the page as
 * `<script type="application/ld+json">{JSON.stringify(jobPostingJsonLd(listing))}</script>` (escape `<` as
 * `\u003c` when inlining). Search engines' job listings read it from there.
 */
export const jobPostingJsonLd = (listing: PublicJobListing): Record<string, unknown> => {
  const address = listing.location
    ? compact({
        '@type': 'PostalAddress',
        addressLocality: listing.location.city,
        addressRegion: listing.location.region,
        addressCountry: listing.location.country,
        postalCode: listing.location.postalCode,
      })
    : null;
  return compact({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: listing.title,
    description: listing.description,
    identifier: { '@type': 'PropertyValue', name: listing.company.name, value: listing.jobId },
    datePosted: listing.datePosted,
    validThrough: listing.validThrough,
    employmentType: listing.positionType ? EMPLOYMENT_TYPE[listing.positionType] : null,
    hiringOrganization: compact({
      '@type': 'Organization',
      name: listing.company.name,
      sameAs: listing.company.url,
      logo: listing.company.logoUrl,
    }),
    jobLocation: address && Object.keys(address).length > 1 ? { '@type': 'Place', address } : null,
    jobLocationType: listing.workType === 'REMOTE' ? 'TELECOMMUTE' : null,
    directApply: true,
    url: listing.url,
  });
};
