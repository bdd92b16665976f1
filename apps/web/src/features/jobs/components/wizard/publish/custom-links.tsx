import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { fieldMessageText } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { copyToClipboard } from '@ats/web/app/clipboard';
import { useCustomLinks } from '@ats/web/features/jobs/hooks/use-custom-links';

export type CustomLinksProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §2.6: custom links (source name and link), with copy; a link can be closed or deleted. */
export const CustomLinks = ({ job, readOnly }: CustomLinksProps) => {
  const intl = useIntl();
  const state = useCustomLinks(job);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <section aria-labelledby="custom-links-heading">
      <Typography id="custom-links-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="jobs.links.heading" />
      </Typography>
      {job.customLinks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="jobs.links.empty" />
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="custom-links-heading" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">
                <FormattedMessage id="jobs.links.source" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="jobs.links.link" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="jobs.column.actions" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {job.customLinks.map((item) => (
              <TableRow key={item.source}>
                <TableCell component="th" scope="row">
                  {item.source}{' '}
                  {item.closed && <Chip size="small" label={t('jobs.links.closedLabel')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{item.link}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    <Button
                      size="small"
                      onClick={() => void copyToClipboard(item.link)}
                      aria-label={t('jobs.links.copyLabel', { source: item.source })}
                    >
                      <FormattedMessage id="jobs.links.copy" />
                    </Button>
                    {!readOnly && !item.closed && (
                      <Button
                        size="small"
                        onClick={() => state.close(item.source)}
                        disabled={state.busy}
                        aria-label={t('jobs.links.closeLabel', { source: item.source })}
                      >
                        <FormattedMessage id="jobs.links.close" />
                      </Button>
                    )}
                    {!readOnly && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => state.askDelete(item.source)}
                        aria-label={t('jobs.links.deleteLabel', { source: item.source })}
                      >
                        <FormattedMessage id="common.delete" />
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!readOnly && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            state.submit();
          }}
        >
          {state.serverError && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {state.serverError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              required
              label={t('jobs.links.source')}
              value={state.source}
              onChange={(event) => state.setSource(event.target.value)}
              error={state.errors.source !== null}
              helperText={fieldMessageText(intl, state.errors.source)}
            />
            <TextField
              size="small"
              required
              type="url"
              label={t('jobs.links.link')}
              value={state.link}
              onChange={(event) => state.setLink(event.target.value)}
              error={state.errors.link !== null}
              helperText={fieldMessageText(intl, state.errors.link)}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" loading={state.adding}>
              <FormattedMessage id="jobs.links.add" />
            </Button>
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={state.deleting !== null}
        title={t('jobs.links.deleteTitle', { source: state.deleting ?? '' })}
        busy={state.busy}
        onConfirm={state.confirmDelete}
        onClose={state.cancelDelete}
      />
    </section>
  );
};
