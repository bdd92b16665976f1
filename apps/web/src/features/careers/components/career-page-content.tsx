import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { VIDEO_EMBED_ORIGINS } from '@ats/domain/branding/video-embed';
import type { CareerPage } from '../api/careers-api';

/** Only the video sites' own players are framed, whatever the API answered (the CSP says the same). */
const embeddable = (url: string | null): url is string => Boolean(url && VIDEO_EMBED_ORIGINS.some((origin) => url.startsWith(`${origin}/`)));

/** The career page's own sections (spec 03 §3 "Career page"): banner, title and subtitle, the video. */
export const CareerPageContent = ({ page }: { page: Pick<CareerPage, 'content' | 'company'> }) => {
  const intl = useIntl();
  const { content } = page;
  return (
    <>
      {content.bannerUrl && (
        <Box
          component="img"
          src={content.bannerUrl}
          alt=""
          sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 1, mb: 3, display: 'block' }}
        />
      )}
      {content.title && (
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          {content.title}
        </Typography>
      )}
      {content.subtitle && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3, whiteSpace: 'pre-line' }}>
          {content.subtitle}
        </Typography>
      )}
      {embeddable(content.videoEmbedUrl) && (
        <Box sx={{ position: 'relative', pt: '56.25%', mb: 3, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}>
          <Box
            component="iframe"
            src={content.videoEmbedUrl}
            title={intl.formatMessage({ id: 'careers.video' }, { company: page.company.name })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </Box>
      )}
    </>
  );
};
