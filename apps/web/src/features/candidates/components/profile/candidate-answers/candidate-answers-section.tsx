import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { IPIP_INSTRUMENT, type BigFiveTrait } from '@ats/domain/candidate-tasks/quiz-library/ipip-big-five';
import type { QuestionAnswer, TaskResult } from '@ats/domain/candidate-tasks/task-response.events';
import { showErrorToast } from '@ats/web/app/api/toast-bus';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { downloadAnswerFile, useCandidateAnswers, type CandidateAnswers, type CandidateTaskAnswers } from '@ats/web/features/candidates/api/candidate-answers-api';

type Files = CandidateAnswers['files'];

/** A file the result names: a download link when the reader may open it (the Files section's rule), else said so. */
const AnswerFile = ({ applicationId, fileId, files }: { applicationId: string; fileId: string; files: Files }) => {
  const intl = useIntl();
  const file = files.find((candidate) => candidate.fileId === fileId);
  if (!file) return <Typography variant="body2" color="text.secondary" component="span"><FormattedMessage id="candidateAnswers.fileHidden" /></Typography>;
  const name = file.fileName ?? fileId;
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void downloadAnswerFile(applicationId, fileId, name).catch((error: unknown) => showErrorToast(error))}
      aria-label={intl.formatMessage({ id: 'candidateAnswers.file' }, { name })}
    >
      <bdi>{name}</bdi>
    </Link>
  );
};

const answerValue = (answer: QuestionAnswer, intl: IntlShape, file: (fileId: string) => ReactNode): ReactNode => {
  if (answer.answerType === 'FILE_UPLOAD' && answer.fileId) return file(answer.fileId);
  const { value } = answer;
  if (value === null) return <FormattedMessage id="candidateAnswers.skipped" />;
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'candidateAnswers.yes' : 'candidateAnswers.no' });
  if (Array.isArray(value)) return intl.formatList(value);
  if (typeof value === 'number') return intl.formatNumber(value);
  return <bdi style={{ whiteSpace: 'pre-wrap' }}>{value}</bdi>;
};

/**
 * A psychometric result stores the instrument's own English names (the IPIP trait is also the scoring key, and the
 * stored result does not change with the reader): the recruiter reads them in the interface language. A name the
 * web does not know (another instrument) is shown as stored.
 */
const BIG_FIVE_TRAIT_MESSAGES: Record<BigFiveTrait, MessageId> = {
  Extraversion: 'candidateAnswers.bigFive.extraversion',
  Agreeableness: 'candidateAnswers.bigFive.agreeableness',
  Conscientiousness: 'candidateAnswers.bigFive.conscientiousness',
  'Emotional Stability': 'candidateAnswers.bigFive.emotionalStability',
  'Intellect/Imagination': 'candidateAnswers.bigFive.intellect',
};

const traitName = (trait: string, intl: IntlShape): string =>
  Object.hasOwn(BIG_FIVE_TRAIT_MESSAGES, trait) ? intl.formatMessage({ id: BIG_FIVE_TRAIT_MESSAGES[trait as BigFiveTrait] }) : trait;

const instrumentName = (instrument: string, intl: IntlShape): string =>
  instrument === IPIP_INSTRUMENT ? intl.formatMessage({ id: 'candidateAnswers.instrument.ipipBigFive' }) : instrument;

const Verdict = ({ met }: { met: boolean | null }) =>
  met === null ? null : (
    <Chip size="small" color={met ? 'success' : 'error'} variant="outlined" label={<FormattedMessage id={met ? 'candidateAnswers.met' : 'candidateAnswers.notMet'} />} />
  );

/** What the candidate handed in, for every kind of task the contract knows. */
const ResultView = ({ result, applicationId, files }: { result: TaskResult; applicationId: string; files: Files }) => {
  const intl = useIntl();
  const file = (fileId: string) => <AnswerFile applicationId={applicationId} fileId={fileId} files={files} />;
  switch (result.kind) {
    case 'QUESTIONS':
      return (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {result.answers.map((answer) => (
            <Box key={answer.questionId}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {answer.title}
              </Typography>
              <Stack component="dd" direction="row" spacing={1} sx={{ m: 0, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" component="span">
                  {answerValue(answer, intl, file)}
                </Typography>
                <Verdict met={answer.meetsExpectation} />
                {answer.confidential && <Chip size="small" icon={<LockOutlinedIcon />} label={<FormattedMessage id="candidateAnswers.confidential" />} />}
              </Stack>
            </Box>
          ))}
        </Box>
      );
    case 'FILE_UPLOAD':
      return (
        <List dense disablePadding>
          {result.fileIds.map((fileId) => (
            <ListItem key={fileId} disableGutters>
              {file(fileId)}
            </ListItem>
          ))}
        </List>
      );
    case 'WELCOME_PAGE':
      return (
        <Typography variant="body2">
          <FormattedMessage id="candidateAnswers.welcomeRead" />
        </Typography>
      );
    case 'SKILL_BASED_TEST': {
      const passed = result.scorePercent >= result.passPercentage;
      return (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              <FormattedMessage id="candidateAnswers.score" values={{ correct: result.correct, total: result.total, percent: Math.round(result.scorePercent), pass: result.passPercentage }} />
            </Typography>
            <Chip size="small" color={passed ? 'success' : 'error'} variant="outlined" label={<FormattedMessage id={passed ? 'candidateAnswers.passed' : 'candidateAnswers.failed'} />} />
          </Stack>
          <List dense disablePadding>
            {result.blocks.map((block) => (
              <ListItem key={block.skill} disableGutters>
                <Typography variant="body2">
                  <FormattedMessage id="candidateAnswers.block" values={{ skill: <bdi key="skill">{block.skill}</bdi>, correct: block.correct, total: block.total }} />
                </Typography>
              </ListItem>
            ))}
          </List>
          {result.autoSubmitted && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="candidateAnswers.autoSubmitted" />
            </Typography>
          )}
        </Stack>
      );
    }
    case 'PSYCHOMETRIC_TEST':
      return (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="candidateAnswers.instrument" values={{ instrument: <bdi key="instrument">{instrumentName(result.instrument, intl)}</bdi> }} />
          </Typography>
          <List dense disablePadding>
            {result.traits.map((trait) => (
              <ListItem key={trait.trait} disableGutters>
                <Typography variant="body2">
                  <FormattedMessage
                    id="candidateAnswers.trait"
                    values={{ trait: <bdi key="trait">{traitName(trait.trait, intl)}</bdi>, score: intl.formatNumber(trait.score, { maximumFractionDigits: 2 }), max: trait.max }}
                  />
                </Typography>
              </ListItem>
            ))}
          </List>
          {result.autoSubmitted && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="candidateAnswers.autoSubmitted" />
            </Typography>
          )}
        </Stack>
      );
    case 'VIDEO_QUESTIONS':
      return (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {result.answers.map((answer) => (
            <Box key={answer.questionId}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {answer.title}
              </Typography>
              <Stack component="dd" direction="row" spacing={1} sx={{ m: 0, alignItems: 'center', flexWrap: 'wrap' }}>
                {file(answer.fileId)}
                <Typography variant="body2" component="span" color="text.secondary">
                  <FormattedMessage
                    id="candidateAnswers.takes"
                    values={{ media: intl.formatMessage({ id: `candidateAnswers.media.${answer.media}` as MessageId }), takes: answer.takesUsed }}
                  />
                </Typography>
              </Stack>
            </Box>
          ))}
        </Box>
      );
    case 'HOME_ASSIGNMENT':
      return (
        <Stack spacing={1}>
          {result.link && (
            <Typography variant="body2">
              <FormattedMessage id="candidateAnswers.link" />{': '}
              <Link href={result.link} target="_blank" rel="noopener noreferrer nofollow">
                <bdi>{result.link}</bdi>
              </Link>
            </Typography>
          )}
          {result.fileIds.length > 0 && (
            <List dense disablePadding>
              {result.fileIds.map((fileId) => (
                <ListItem key={fileId} disableGutters>
                  {file(fileId)}
                </ListItem>
              ))}
            </List>
          )}
          {result.autoSubmitted && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="candidateAnswers.autoSubmitted" />
            </Typography>
          )}
        </Stack>
      );
  }
};

const TaskAnswers = ({ item, applicationId, files }: { item: CandidateTaskAnswers; applicationId: string; files: Files }) => {
  const intl = useIntl();
  const { language } = useLocale();
  const name = item.title || intl.formatMessage({ id: `candidateJourney.task.${item.taskType}` as MessageId });
  const headingId = `candidate-answers-${item.responseId}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {name}
        </Typography>
        {item.stageName && <Chip size="small" label={intl.formatMessage({ id: 'candidateAnswers.stage' }, { stage: item.stageName })} />}
        {item.qualified !== null && (
          <Chip size="small" color={item.qualified ? 'success' : 'error'} label={<FormattedMessage id={item.qualified ? 'candidateAnswers.qualified' : 'candidateAnswers.notQualified'} />} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {item.status === 'COMPLETED' && item.completedAt ? (
          <FormattedMessage id="candidateAnswers.completed" values={{ when: formatDateTime(item.completedAt, language) }} />
        ) : (
          <FormattedMessage id="candidateAnswers.started" values={{ when: formatDateTime(item.startedAt, language) }} />
        )}
      </Typography>
      {item.result && <ResultView result={item.result as unknown as TaskResult} applicationId={applicationId} files={files} />}
    </Paper>
  );
};

/** The profile's 'Candidate answers' (02 §2.13): questions with met / not met, files, quiz scores, traits, video answers, assignments. */
export const CandidateAnswersSection = ({ applicationId }: { applicationId: string }) => {
  const answers = useCandidateAnswers(applicationId);
  return (
    <Box component="section" aria-labelledby="profile-candidate-answers-title" sx={{ mt: 4 }}>
      <Typography id="profile-candidate-answers-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="candidateAnswers.title" />
      </Typography>
      {answers.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : answers.isError ? (
        <Alert severity="error" role="alert">
          <FormattedMessage id="candidateAnswers.loadError" />
        </Alert>
      ) : answers.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="candidateAnswers.empty" />
        </Typography>
      ) : (
        <Stack spacing={2}>
          {answers.data.items.map((item) => (
            <TaskAnswers key={item.responseId} item={item} applicationId={applicationId} files={answers.data.files} />
          ))}
        </Stack>
      )}
    </Box>
  );
};
