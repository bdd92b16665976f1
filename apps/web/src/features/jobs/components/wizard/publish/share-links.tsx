import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { copyToClipboard } from '@ats/web/app/clipboard';
import { jobPublicUrl } from '@ats/web/features/jobs/job-routes';

export type ShareLinksProps = { job: JobDetail };

/** Where the link is shared (spec 02 §2.6): the professional network, a messaging app, a microblog, a social network. */
const SHARE_TARGETS = [
  ['jobs.share.professionalNetwork', 'https://www.linkedin.com/sharing/share-offsite/?url='],
  ['jobs.share.messaging', 'https://wa.me/?text='],
  ['jobs.share.microblog', 'https://twitter.com/intent/tweet?url='],
  ['jobs.share.socialNetwork', 'https://www.facebook.com/sharer/sharer.php?u='],
] as const;

/** Spec 02 §2.6: copy the job link (the job's public page, as the API gives it), share it, or by QR code. */
export const ShareLinks = ({ job }: ShareLinksProps) => {
  const intl = useIntl();
  const url = jobPublicUrl(job.publicPath);
  const encoded = encodeURIComponent(url);
  const qrLabel = intl.formatMessage({ id: 'jobs.share.qr' }, { name: job.name });

  return (
    <section aria-labelledby="share-heading">
      <Typography id="share-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="jobs.share.heading" />
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems={{ md: 'flex-start' }}>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              size="small"
              fullWidth
              label={intl.formatMessage({ id: 'jobs.share.link' })}
              value={url}
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copyToClipboard(url)}
              sx={{ flexShrink: 0 }}
            >
              <FormattedMessage id="jobs.share.copy" />
            </Button>
          </Stack>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            {SHARE_TARGETS.map(([label, base]) => (
              <Link key={label} href={`${base}${encoded}`} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id={label} />
              </Link>
            ))}
          </Stack>
        </Stack>
        <Box sx={{ p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}>
          <QRCodeSVG value={url} size={128} role="img" aria-label={qrLabel} title={qrLabel} />
        </Box>
      </Stack>
    </section>
  );
};
