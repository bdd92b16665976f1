import { create } from 'xmlbuilder2';
import { simulatedJobBoard } from './simulated.board';
import { jobFeedUrl, renderJobFeed, xmlFeedJobBoard } from './xml-feed.board';

const request = { companyId: 'c-1', jobId: 'j-1', postingId: 'p-1', board: 'aggregator', tier: 'BASIC', attempt: 1 } as const;

describe('XML job feed', () => {
  it('lists each job with what aggregators read, escaped, without control characters', () => {
    const xml = renderJobFeed({
      publisher: 'Demo & Co',
      publisherUrl: 'https://ats.example',
      builtAt: new Date('2026-01-05T09:00:00Z'),
      jobs: [
        {
          jobId: 'j-1',
          title: 'Backend <Engineer>\u0001',
          description: 'Build the hiring platform',
          positionType: 'FULL_TIME',
          workType: 'REMOTE',
          location: 'Dubai',
          postedAt: new Date('2026-01-04T09:00:00Z'),
          validThrough: null,
          url: 'https://ats.example/careers/demo/job/j-1',
        },
      ],
    });
    expect(xml).toContain('<publisher>Demo &amp; Co</publisher>');
    const parsed = create(xml).end({ format: 'object' }) as any;
    expect(parsed.source.job).toMatchObject({
      title: 'Backend &lt;Engineer&gt;',
      referencenumber: 'j-1',
      url: 'https://ats.example/careers/demo/job/j-1',
      city: 'Dubai',
      jobtype: 'fulltime',
      remotetype: 'Fully remote',
      date: 'Sun, 04 Jan 2026 09:00:00 GMT',
    });
    expect(xml).not.toContain('\u0001');
  });

  it('posts to the feed at once, pointing at the feed', async () => {
    expect(await xmlFeedJobBoard('https://ats.example').post({ ...request, board: 'xml-feed' })).toEqual({
      externalId: 'p-1',
      url: jobFeedUrl('https://ats.example', 'c-1'),
    });
  });
});

describe('simulated job board', () => {
  it('fails as often as configured', async () => {
    await expect(simulatedJobBoard({ latencyMs: 0, failureRate: 1 }).post(request)).rejects.toThrow(
      'Job-board aggregator did not accept the job. Please try again later.',
    );
    await expect(simulatedJobBoard({ latencyMs: 0, failureRate: 0.5, random: () => 0.7 }).post(request)).resolves.toEqual({
      externalId: 'simulated-p-1-1',
      url: null,
    });
  });
});
