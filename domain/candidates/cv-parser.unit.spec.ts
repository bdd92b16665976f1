import { isEmptyParse, parseCvText } from './cv-parser';

describe('parseCvText', () => {
  it('reads the header of a typical CV', () => {
    const text = [
      'LAYLA NASSER',
      'Senior Backend Engineer',
      'Dubai, UAE | +971 50 123 4567 | layla.nasser@example.com',
      'linkedin.com/in/layla-nasser | https://github.com/laylanasser | https://layla.dev',
      '',
      'EXPERIENCE',
      'Acme Corp — Backend Engineer, 2015 - 2019',
      'Built Node.js and PostgreSQL services.',
    ].join('\n');
    expect(parseCvText(text)).toEqual({
      firstName: 'Layla',
      lastName: 'Nasser',
      emails: ['layla.nasser@example.com'],
      phones: ['+971 50 123 4567'],
      linkedin: 'https://linkedin.com/in/layla-nasser',
      portfolio: 'https://github.com/laylanasser',
    });
  });

  it('skips headings and reads a labelled name, several e-mails and phones', () => {
    const text = [
      'Curriculum Vitae',
      'Name: Omar Abdel Rahman',
      'E-mail: Omar.Rahman@Mail.example.org; omar@work.example.com.',
      'Mobile: (020) 7946 0958   Phone: +1 (123) 456-7890',
      'Portfolio: www.omar-designs.com/work',
    ].join('\n');
    const parsed = parseCvText(text);
    expect(parsed).toMatchObject({ firstName: 'Omar', lastName: 'Abdel Rahman', linkedin: null, portfolio: 'https://www.omar-designs.com/work' });
    expect(parsed.emails).toEqual(['omar.rahman@mail.example.org', 'omar@work.example.com']);
    expect(parsed.phones).toEqual(['(020) 7946 0958', '+1 (123) 456-7890']);
  });

  it('reads Arabic names and ignores dates, year ranges and bare e-mail domains', () => {
    const text = ['ليلى ناصر', 'laila@example.com', 'Born 01.02.1990', 'Acme 2015 - 2019', 'Skills: Node.js, React'].join('\n');
    const parsed = parseCvText(text);
    expect(parsed).toMatchObject({ firstName: 'ليلى', lastName: 'ناصر', phones: [], linkedin: null, portfolio: null });
  });

  it('takes the first other link as the portfolio when there is no GitHub', () => {
    const parsed = parseCvText('Jane Doe\nhttps://www.linkedin.com/in/jane-doe-123/\nhttps://janedoe.design');
    expect(parsed.linkedin).toBe('https://www.linkedin.com/in/jane-doe-123/');
    expect(parsed.portfolio).toBe('https://janedoe.design');
  });

  it('answers an empty parse for text with nothing to prefill', () => {
    const parsed = parseCvText('EXPERIENCE\nWorked on many interesting projects over the years.\n');
    expect(parsed.firstName).toBeNull();
    expect(isEmptyParse(parsed)).toBe(true);
    expect(isEmptyParse(parseCvText(''))).toBe(true);
    expect(isEmptyParse(parseCvText('jane@example.com'))).toBe(false);
  });
});
