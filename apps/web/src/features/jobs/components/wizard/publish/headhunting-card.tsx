import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHeadhuntingWaitlist, useJoinWaitlist } from '@ats/web/features/jobs/api/publish-team-api';

/** Spec 02 §2.6: the 'AI Headhunting' waitlist card; the company joins once, then it shows as joined. */
export const HeadhuntingCard = () => {
  const intl = useIntl();
  const waitlist = useHeadhuntingWaitlist();
  const join = useJoinWaitlist();
  const joinedAt = waitlist.data?.joinedAt;

  return (
    <Card variant="outlined" component="section" aria-labelledby="headhunting-heading" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Typography id="headhunting-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="jobs.headhunting.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="jobs.headhunting.body" />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {waitlist.data?.joined ? (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            <CheckCircleOutlineIcon color="success" aria-hidden />
            <Typography fontWeight={600}>
              <FormattedMessage id="jobs.headhunting.joined" />
            </Typography>
            {joinedAt && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="jobs.headhunting.joinedOn"
                  values={{ date: intl.formatDate(joinedAt, { dateStyle: 'medium' }) }}
                />
              </Typography>
            )}
          </Stack>
        ) : (
          <Button
            variant="contained"
            disabled={waitlist.isPending || waitlist.isError}
            loading={join.isPending}
            onClick={() => join.mutate()}
          >
            <FormattedMessage id="jobs.headhunting.join" />
          </Button>
        )}
      </CardActions>
    </Card>
  );
};
