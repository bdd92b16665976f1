import { deciderSpecification, testContext } from '../testing/decider-specification';
import { pendingPostingMessage } from './job-boards';
import type { PostedJob } from './job-posting.commands';
import { jobPostingsDecider } from './job-posting.decider';
import type { JobPostingEvent } from './job-posting.events';
import { jobPostingJsonLd } from './job-posting-json-ld';

const spec = deciderSpecification(jobPostingsDecider, testContext());
const onCareerPage: PostedJob = { status: 'PUBLISHED', careerPage: true, hasLocation: true, descriptionLength: 400 };
const ref = { postingId: 'p-1', jobId: 'job-1', board: 'professional-network', tier: 'BASIC' } as const;
const requested: JobPostingEvent = { type: 'JobPostingRequested', data: { ...ref, attempt: 1 } };
const listing = { externalId: 'ext-1', url: 'https://board.example/jobs/ext-1' };
const posted: JobPostingEvent = { type: 'JobPostingPosted', data: { ...ref, attempt: 1, listing } };
const closed: JobPostingEvent = { type: 'JobPostingClosed', data: ref };
const failed: JobPostingEvent = {
  type: 'JobPostingFailed',
  data: { ...ref, attempt: 1, reason: 'Board unavailable', jobOwnerId: 'user-1', jobName: 'Backend Engineer' },
};

describe('job board postings', () => {
  describe('posting', () => {
    it('asks for a posting of a job published on the career page, pending', () =>
      spec
        .given([])
        .when({ type: 'RequestJobPosting', data: { ...ref, job: onCareerPage } })
        .then([requested]));

    it.each<PostedJob>([
      { ...onCareerPage, status: 'DRAFT', careerPage: false },
      { ...onCareerPage, status: 'CLOSED' },
      { ...onCareerPage, careerPage: false },
    ])('refuses a job not published on the career page (%o)', (job) =>
      spec
        .given([])
        .when({ type: 'RequestJobPosting', data: { ...ref, job } })
        .thenRefuses('job-not-on-career-page', 'Publish the job on the career page before posting it to a job board'));

    it('needs the location and a 100-character description on the professional network only (spec 02 §5.13)', () => {
      spec
        .given([])
        .when({ type: 'RequestJobPosting', data: { ...ref, job: { ...onCareerPage, hasLocation: false } } })
        .thenRefuses(
          'job-location-details-missing',
          'Job does not have mandatory location details(country, city), Please add them to post on Professional network',
        );
      spec
        .given([])
        .when({ type: 'RequestJobPosting', data: { ...ref, job: { ...onCareerPage, descriptionLength: 99 } } })
        .thenRefuses('job-description-too-short', 'The job description needs at least 100 characters to post on Professional network');
      spec
        .given([])
        .when({ type: 'RequestJobPosting', data: { ...ref, board: 'aggregator', job: { ...onCareerPage, hasLocation: false, descriptionLength: 0 } } })
        .then([{ type: 'JobPostingRequested', data: { ...ref, board: 'aggregator', attempt: 1 } }]);
    });

    it('refuses the same board and tier twice while live', () =>
      spec
        .given([requested])
        .when({ type: 'RequestJobPosting', data: { ...ref, postingId: 'p-2', job: onCareerPage } })
        .thenRefuses('job-board-already-connected', 'Job board Professional network is already connected'));

    it.each([
      ['professional-network', 'BASIC', 'PROMOTED', 'This job already has a basic job on Professional network. Close or unlink it before posting a promoted job.'],
      ['professional-network', 'PROMOTED', 'BASIC', 'This job already has a promoted job on Professional network. Close or unlink it before posting a basic job.'],
      ['job-search-site', 'BASIC', 'PROMOTED', 'This job already has a basic job on Job-search site. Close or unlink it before posting a promoted job.'],
      ['job-search-site', 'PROMOTED', 'BASIC', 'This job already has a promoted job on Job-search site. Close or unlink it before posting a basic job.'],
    ] as const)('on %s keeps %s and %s apart', (board, live, wanted, message) =>
      spec
        .given([{ type: 'JobPostingRequested', data: { ...ref, board, tier: live, attempt: 1 } }])
        .when({ type: 'RequestJobPosting', data: { ...ref, postingId: 'p-2', board, tier: wanted, job: onCareerPage } })
        .thenRefuses('job-board-tier-conflict', message));

    it('allows the other tier once the live posting is closed', () =>
      spec
        .given([requested, posted, closed])
        .when({ type: 'RequestJobPosting', data: { ...ref, postingId: 'p-2', tier: 'PROMOTED', job: onCareerPage } })
        .then([{ type: 'JobPostingRequested', data: { ...ref, postingId: 'p-2', tier: 'PROMOTED', attempt: 1 } }]));

    it('connects a basic job posted on the board by hand, posted at once, under the same rules', () => {
      const url = 'https://board.example/jobs/42';
      spec
        .given([])
        .when({ type: 'ConnectJobPosting', data: { postingId: 'p-1', jobId: 'job-1', board: 'job-search-site', url, job: onCareerPage } })
        .then([
          {
            type: 'JobPostingConnected',
            data: { postingId: 'p-1', jobId: 'job-1', board: 'job-search-site', tier: 'BASIC', attempt: 1, listing: { externalId: url, url } },
          },
        ]);
      spec
        .given([requested])
        .when({ type: 'ConnectJobPosting', data: { postingId: 'p-2', jobId: 'job-1', board: 'professional-network', url, job: onCareerPage } })
        .thenRefuses('job-board-already-connected', 'Job board Professional network is already connected');
      spec
        .given([])
        .when({ type: 'ConnectJobPosting', data: { postingId: 'p-1', jobId: 'job-1', board: 'aggregator', url: 'javascript:alert(1)', job: onCareerPage } })
        .thenRefuses('job-posting-url-invalid', 'Please enter a valid link');
    });

    it('refuses a promoted posting on a board that has none', () =>
      spec
        .given([])
        .when({ type: 'RequestJobPosting', data: { ...ref, board: 'xml-feed', tier: 'PROMOTED', job: onCareerPage } })
        .thenRefuses('job-board-tier-unavailable', 'Promoted postings are not available on XML job feed'));

    it('says how long a pending posting takes', () => {
      expect(pendingPostingMessage('professional-network')).toBe('Will be posted within 24 hours');
      expect(pendingPostingMessage('search-engine')).toBe('Will be posted within 2 hours');
    });
  });

  describe('the board answers', () => {
    it('records the posting as posted', () =>
      spec.given([requested]).when({ type: 'RecordJobPosted', data: { postingId: 'p-1', attempt: 1, listing } }).then([posted]));

    it('records a failure with whom to tell', () =>
      spec
        .given([requested])
        .when({
          type: 'RecordJobPostingFailed',
          data: { postingId: 'p-1', attempt: 1, reason: 'Board unavailable', jobOwnerId: 'user-1', jobName: 'Backend Engineer' },
        })
        .then([failed]));

    it('ignores an answer for a posting closed meanwhile, or for an older attempt', () => {
      spec.given([requested, closed]).when({ type: 'RecordJobPosted', data: { postingId: 'p-1', attempt: 1, listing } }).thenNothingHappens();
      spec
        .given([requested, failed, { type: 'JobPostingReposted', data: { ...ref, attempt: 2 } }])
        .when({ type: 'RecordJobPosted', data: { postingId: 'p-1', attempt: 1, listing } })
        .thenNothingHappens();
    });
  });

  describe('closing and re-posting', () => {
    it('closes a live posting, and refuses to close one that is not', () => {
      spec.given([requested, posted]).when({ type: 'CloseJobPosting', data: { postingId: 'p-1' } }).then([closed]);
      spec
        .given([requested, failed])
        .when({ type: 'CloseJobPosting', data: { postingId: 'p-1' } })
        .thenRefuses('job-posting-not-closable', 'Only a pending or posted job board posting can be closed');
    });

    it('marks a posting closed once', () => {
      spec.given([requested, posted]).when({ type: 'MarkJobPostingClosed', data: { postingId: 'p-1' } }).then([{ type: 'JobPostingMarkedClosed', data: ref }]);
      spec.given([requested, posted, closed]).when({ type: 'MarkJobPostingClosed', data: { postingId: 'p-1' } }).thenNothingHappens();
    });

    it('re-posts a closed or failed posting as a new attempt, still on the career page', () => {
      spec
        .given([requested, posted, closed])
        .when({ type: 'RepostJobPosting', data: { postingId: 'p-1', job: onCareerPage } })
        .then([{ type: 'JobPostingReposted', data: { ...ref, attempt: 2 } }]);
      spec
        .given([requested, failed])
        .when({ type: 'RepostJobPosting', data: { postingId: 'p-1', job: { ...onCareerPage, status: 'CLOSED' } } })
        .thenRefuses('job-not-on-career-page');
    });

    it('refuses to re-post a live posting, except a search-engine one', () => {
      spec
        .given([requested, posted])
        .when({ type: 'RepostJobPosting', data: { postingId: 'p-1', job: onCareerPage } })
        .thenRefuses('job-posting-not-repostable', 'Close the job board posting before posting it again');
      const search = { ...ref, board: 'search-engine' } as const;
      spec
        .given([
          { type: 'JobPostingRequested', data: { ...search, attempt: 1 } },
          { type: 'JobPostingPosted', data: { ...search, attempt: 1, listing } },
        ])
        .when({ type: 'RepostJobPosting', data: { postingId: 'p-1', job: onCareerPage } })
        .then([{ type: 'JobPostingReposted', data: { ...search, attempt: 2 } }]);
    });

    it('withdraws every live posting when the job leaves the career page', () =>
      spec
        .given([
          requested,
          posted,
          { type: 'JobPostingRequested', data: { ...ref, postingId: 'p-2', board: 'aggregator', attempt: 1 } },
          { type: 'JobPostingRequested', data: { ...ref, postingId: 'p-3', board: 'xml-feed', attempt: 1 } },
          { type: 'JobPostingClosed', data: { ...ref, postingId: 'p-3', board: 'xml-feed' } },
        ])
        .when({ type: 'WithdrawJobPostings', data: { jobId: 'job-1' } })
        .then([closed, { type: 'JobPostingClosed', data: { ...ref, postingId: 'p-2', board: 'aggregator' } }]));

    it('answers not found for an unknown posting', () =>
      spec.given([requested]).when({ type: 'CloseJobPosting', data: { postingId: 'p-9' } }).thenRefuses('job-posting-not-found', 'Job board posting not found'));
  });
});

describe('schema.org JobPosting JSON-LD', () => {
  it('describes the job for search engines, leaving out what is unknown', () => {
    expect(
      jobPostingJsonLd({
        jobId: 'job-1',
        title: 'Backend Engineer',
        description: '<p>Build the hiring platform</p>',
        datePosted: '2026-01-05T09:00:00.000Z',
        validThrough: null,
        positionType: 'CONTRACT',
        workType: 'REMOTE',
        company: { name: 'Demo Co' },
        location: { city: 'Dubai', country: 'AE' },
        url: 'https://careers.example/jobs/job-1',
      }),
    ).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Backend Engineer',
      description: '<p>Build the hiring platform</p>',
      identifier: { '@type': 'PropertyValue', name: 'Demo Co', value: 'job-1' },
      datePosted: '2026-01-05T09:00:00.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Demo Co' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' } },
      jobLocationType: 'TELECOMMUTE',
      directApply: true,
      url: 'https://careers.example/jobs/job-1',
    });
  });
});
