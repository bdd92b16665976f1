import { fillPlaceholders } from './fill-placeholders';

describe('fillPlaceholders', () => {
  const values = { candidateFirstName: 'Layla', jobTitle: 'R&D <Lead>', companyName: 'Acme' };

  it('fills both spellings, escaping values in a body but not in a subject', () => {
    expect(fillPlaceholders('<p>Hi {{candidateFirstName}}, {{ job-title }} at {{company-name}}</p>', values, { html: true })).toBe(
      '<p>Hi Layla, R&amp;D &lt;Lead&gt; at Acme</p>',
    );
    expect(fillPlaceholders('{{jobTitle}} — {{candidate-first-name}}', values, { html: false })).toBe('R&D <Lead> — Layla');
  });

  it('leaves unknown and booking-link tokens as written, and a known one without a value empty', () => {
    expect(fillPlaceholders('{{favouriteColour}} {{bookingLink}} [{{offerLink}}]', values, { html: true })).toBe('{{favouriteColour}} {{bookingLink}} []');
  });
});
