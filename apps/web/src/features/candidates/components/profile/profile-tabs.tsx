import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useApplicationEmails } from '../../api/emails-api';
import { CommentsPanel } from './comments/comments-panel';
import { EmailsPanel } from './emails/emails-panel';
import { ProfileDetails } from './profile-details';
import { Timeline } from './timeline';

type ProfileTab = 'timeline' | 'interviews' | 'emails' | 'profile';

const TABS: readonly { value: ProfileTab; label: MessageId }[] = [
  { value: 'timeline', label: 'profile.tab.timeline' },
  { value: 'interviews', label: 'profile.tab.interviews' },
  { value: 'emails', label: 'profile.tab.emails' },
  { value: 'profile', label: 'profile.tab.profile' },
];

/** `interviews`: the application's interviews section of the Interviews & comments tab (composed by the app's routes). */
export type ProfileTabsProps = { applicationId: string; application: ApplicationDetail; interviews?: ReactNode };

/** Timeline, Interviews, Emails and Profile: the tabs and the one panel shown, labelled by its tab. */
export const ProfileTabs = ({ applicationId, application, interviews }: ProfileTabsProps) => {
  const intl = useIntl();
  // `?tabId={commentId}` (spec 01 §2.5, from a MENTIONS notification) opens the comments at that comment.
  const [searchParams] = useSearchParams();
  const focusCommentId = searchParams.get('tabId');
  const [tab, setTab] = useState<ProfileTab>(focusCommentId ? 'interviews' : 'timeline');
  // A tabId may instead name a sent e-mail (or a reply to one, spec 01 §2.5 emailSentId): then the Emails tab opens.
  const emails = useApplicationEmails(applicationId, focusCommentId !== null);
  const namesAnEmail =
    focusCommentId !== null &&
    (emails.data?.items ?? []).some((email) => email.id === focusCommentId || email.replies.some((reply) => reply.id === focusCommentId));
  useEffect(() => {
    if (namesAnEmail) setTab('emails');
  }, [namesAnEmail]);

  return (
    <Paper variant="outlined">
      <Tabs
        value={tab}
        onChange={(_event, next: ProfileTab) => setTab(next)}
        aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={intl.formatMessage({ id: label })} id={`profile-tab-${value}`} aria-controls={`profile-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, md: 3 } }}>
        {tab === 'timeline' && <Timeline applicationId={applicationId} />}
        {tab === 'interviews' && <CommentsPanel application={application} focusCommentId={focusCommentId} interviews={interviews} />}
        {tab === 'emails' && <EmailsPanel application={application} focusEmailId={focusCommentId} />}
        {tab === 'profile' && <ProfileDetails application={application} />}
      </Box>
    </Paper>
  );
};
