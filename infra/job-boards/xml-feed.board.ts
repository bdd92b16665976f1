import { create } from 'xmlbuilder2';
import type { PositionType, WorkType } from '@ats/domain/jobs';
import type { JobBoard } from './job-board.port';

/** The public URL of a company's XML job feed, which aggregators pull. */
export const jobFeedUrl = (publicUrl: string, companyId: string) => `${publicUrl}/api/job-feeds/${companyId}.xml`;

/**
 * The XML feed as a board: posting to it needs no call out; once the posting is POSTED the feed lists it
 * (while its job stays on the career page), and the aggregators that pull the feed pick it up.
 */
export const xmlFeedJobBoard = (publicUrl: string): JobBoard => ({
  async post(request) {
    return { externalId: request.postingId, url: jobFeedUrl(publicUrl, request.companyId) };
  },
});

export type FeedEntry = {
  jobId: string;
  title: string;
  description: string;
  positionType: PositionType | null;
  workType: WorkType | null;
  location: string | null;
  postedAt: Date;
  validThrough: Date | null;
  /** The public job page. */
  url: string;
};

const JOB_TYPE: Record<PositionType, string> = { FULL_TIME: 'fulltime', PART_TIME: 'parttime', CONTRACT: 'contract', INTERN: 'internship' };
const REMOTE_TYPE: Partial<Record<WorkType, string>> = { REMOTE: 'Fully remote', HYBRID: 'Hybrid remote', IN_OFFICE_WFH_FLEXIBILITY: 'Hybrid remote' };

/** XML 1.0 cannot carry most control characters: drop them rather than fail the whole feed. */
const allowedInXml = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || code >= 0x10000;
const xmlText = (value: string) => Array.from(value).filter((char) => allowedInXml(char.codePointAt(0)!)).join('');

/**
 * A company's jobs as the XML feed job-board aggregators read (`<source>` of `<job>` elements: title, date,
 * reference number, url, company, city, description, job type, remote type, expiry), built with xmlbuilder2.
 */
export const renderJobFeed = (feed: { publisher: string; publisherUrl: string; builtAt: Date; jobs: FeedEntry[] }): string => {
  const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
  source.ele('publisher').txt(xmlText(feed.publisher));
  source.ele('publisherurl').txt(feed.publisherUrl);
  source.ele('lastBuildDate').txt(feed.builtAt.toUTCString());
  for (const job of feed.jobs) {
    const element = source.ele('job');
    element.ele('title').txt(xmlText(job.title));
    element.ele('date').txt(job.postedAt.toUTCString());
    element.ele('referencenumber').txt(job.jobId);
    element.ele('url').txt(job.url);
    element.ele('company').txt(xmlText(feed.publisher));
    if (job.location) element.ele('city').txt(xmlText(job.location));
    element.ele('description').txt(xmlText(job.description));
    if (job.positionType) element.ele('jobtype').txt(JOB_TYPE[job.positionType]);
    const remote = job.workType && REMOTE_TYPE[job.workType];
    if (remote) element.ele('remotetype').txt(remote);
    if (job.validThrough) element.ele('expirationdate').txt(job.validThrough.toUTCString());
  }
  return source.end({ prettyPrint: true });
};
