import { signatureFor, signatureHtml, withSignature } from './application-email.signature';

const user = { kind: 'user' as const };
const bot = { kind: 'automation' as const };

describe('e-mail signature', () => {
  describe('which signature', () => {
    it('a user’s e-mail ends with their own signature, else the company’s', () => {
      expect(signatureFor(user, { user: 'Rana Saleh', company: 'The Acme team' })).toEqual({ text: 'Rana Saleh', source: 'user' });
      expect(signatureFor(user, { user: null, company: 'The Acme team' })).toEqual({ text: 'The Acme team', source: 'company' });
      expect(signatureFor(user, { user: '  \n ', company: 'The Acme team' })).toEqual({ text: 'The Acme team', source: 'company' });
    });

    it('the automation bot’s e-mail ends with the company’s signature, whatever a user saved', () => {
      expect(signatureFor(bot, { user: 'Rana Saleh', company: 'The Acme team' })).toEqual({ text: 'The Acme team', source: 'company' });
    });

    it('none when neither is set; surrounding blanks are not part of it', () => {
      expect(signatureFor(user, { user: '', company: '' })).toBeNull();
      expect(signatureFor(bot, { user: 'Rana', company: undefined })).toBeNull();
      expect(signatureFor(user, { user: '\n Rana\nAcme \n', company: null })).toEqual({ text: 'Rana\nAcme', source: 'user' });
    });
  });

  describe('how it is appended', () => {
    it('escapes the plain text, so markup in a signature arrives as text', () => {
      expect(signatureHtml(`<script>alert("x")</script> & 'Co'`)).toBe(
        '<p>-- <br>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;</p>',
      );
    });

    it('keeps each line break, whichever the platform wrote', () => {
      expect(signatureHtml('Rana Saleh\nRecruiter\r\nAcme\rDubai')).toBe('<p>-- <br>Rana Saleh<br>Recruiter<br>Acme<br>Dubai</p>');
    });

    it('goes below the body; a body without a signature stays as it is', () => {
      expect(withSignature('<p>Hello Layla</p>', 'Rana')).toBe('<p>Hello Layla</p><p>-- <br>Rana</p>');
      expect(withSignature('<p>Hello Layla</p>', null)).toBe('<p>Hello Layla</p>');
    });
  });
});
