import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useCandidateProfile } from '../../hooks/use-candidate-profile';
import { useShownPersonal } from '../../hooks/use-shown-personal';
import { ArchiveDialog } from './archive-dialog';
import { AuditorView } from './auditor/auditor-view';
import { ProfileHeader } from './profile-header';
import { BackLink, ProfileLoadError, ProfileSkeleton } from './profile-states';
import { ProfileTabs } from './profile-tabs';

/** What other features show under the profile's tabs (the offers section); the app's routes compose them. */
export type ProfileSections = (application: { applicationId: string; jobId: string }) => ReactNode;

/** /recruiter/candidate-profile/:applicationId: the candidate in one job, their timeline and the stage commands. */
export const CandidateProfilePage = ({ sections, interviewsSection }: { sections?: ProfileSections; interviewsSection?: ProfileSections }) => {
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const profile = useCandidateProfile(applicationId);
  const { application, data } = profile;
  // After an erasure the API answers 'erased' for the name: said in the reader's language.
  const name = useShownPersonal()(profile.name);
  usePageTitle(data ? 'profile.titleWithName' : 'profile.title', data ? { name } : undefined);

  if (application.isPending) return <ProfileSkeleton />;
  if (application.isError || !data) return <ProfileLoadError error={application.error} onRetry={() => application.refetch()} />;

  return (
    <Box>
      <BackLink />
      <AuditorView applicationId={applicationId} candidateName={name}>
        <ProfileHeader
          application={data}
          name={name}
          busy={profile.busy}
          moving={profile.moving}
          unarchiving={profile.unarchiving}
          onProgress={profile.progress}
          onArchive={profile.openArchive}
          onUnarchive={profile.unarchive}
          onConflict={() => void application.refetch()}
        />
        <ProfileTabs applicationId={applicationId} application={data} interviews={interviewsSection?.({ applicationId, jobId: data.jobId })} />
        {sections?.({ applicationId, jobId: data.jobId })}
      </AuditorView>
      <ArchiveDialog
        open={profile.archiveOpen}
        candidateName={name}
        busy={profile.archiving}
        onClose={profile.closeArchive}
        onConfirm={profile.confirmArchive}
      />
    </Box>
  );
};
