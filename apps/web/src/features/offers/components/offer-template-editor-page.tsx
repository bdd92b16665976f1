import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OFFER_PLACEHOLDERS, PLACEHOLDER_FILLERS, type PlaceholderFiller } from '@ats/domain/offer-templates/offer-placeholders';
import { offerTemplateNameRule } from '@ats/domain/offer-templates/offer-template.errors';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import {
  fetchOfferTemplatePreview,
  useOfferTemplate,
  useSaveOfferTemplate,
  useUploadOfferLetter,
  type OfferTemplatePlaceholder,
} from '../api/offer-templates-api';
import { offerErrorText, offerMessageText } from '../offer-errors';

const STEPS: readonly MessageId[] = ['offerTemplates.step.upload', 'offerTemplates.step.placeholders', 'offerTemplates.step.preview'];

export const placeholderLabel = (name: string): MessageId => `offerTemplates.placeholder.${name}` as MessageId;

/** The letter as LibreOffice renders it, in a frame: step 3. */
const LetterPreview = ({ templateId, name }: { templateId: string; name: string }) => {
  const intl = useIntl();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchOfferTemplatePreview(templateId, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [templateId]);
  if (failed)
    return (
      <Alert severity="error">
        <FormattedMessage id="offerTemplates.preview.error" />
      </Alert>
    );
  if (!url)
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={20} />
        <Typography>
          <FormattedMessage id="offerTemplates.preview.loading" />
        </Typography>
      </Stack>
    );
  return (
    <Box
      component="iframe"
      src={url}
      title={intl.formatMessage({ id: 'offerTemplates.preview.frame' }, { name })}
      sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
};

/**
 * /recruiter/offers/:templateId (spec 03 §2.2, 3 steps): 1. the name and the .docx (a new template is made here,
 * then edited); 2. who fills each placeholder the letter holds; 3. the preview as a PDF. `new` adds one.
 */
export const OfferTemplateEditorPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { templateId: param = 'new' } = useParams();
  const templateId = param === 'new' ? null : param;
  usePageTitle(templateId ? 'offerTemplates.editor.editTitle' : 'offerTemplates.editor.addTitle');
  const template = useOfferTemplate(templateId);
  const upload = useUploadOfferLetter();
  const save = useSaveOfferTemplate();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [placeholders, setPlaceholders] = useState<OfferTemplatePlaceholder[]>([]);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInputId = useId();
  const fileHelpId = useId();

  useEffect(() => {
    if (!template.data) return;
    setName(template.data.name);
    setPlaceholders(template.data.placeholders);
  }, [template.data]);

  if (templateId && template.isPending) return <PageLoader />;
  if (templateId && template.isError)
    return <LoadErrorState titleId="offerTemplates.error" error={template.error} onRetry={template.refetch} />;

  const nameMessage = offerTemplateNameRule(name);
  const missingLetter = !templateId && !file;

  const next = async () => {
    setError(null);
    try {
      if (step === 0) {
        setTouched(true);
        if (nameMessage || missingLetter) return;
        if (!templateId) {
          const { id } = await upload.mutateAsync({ id: null, name, file: file! });
          setFile(null);
          void navigate(`/recruiter/offers/${id}`, { replace: true });
          setStep(1);
          return;
        }
        if (file) {
          await upload.mutateAsync({ id: templateId, name, file });
          setFile(null);
          await template.refetch();
        }
        setStep(1);
      } else if (step === 1 && templateId) {
        await save.mutateAsync({ id: templateId, name, placeholders });
        await template.refetch();
        setStep(2);
      }
    } catch (caught) {
      setError(offerErrorText(intl, caught));
    }
  };

  const busy = upload.isPending || save.isPending;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Link component={RouterLink} to="/recruiter-settings/offers" variant="body2">
        <FormattedMessage id="offerTemplates.editor.back" />
      </Link>
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        <FormattedMessage id={templateId ? 'offerTemplates.editor.editTitle' : 'offerTemplates.editor.addTitle'} />
      </Typography>
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>
              <FormattedMessage id={label} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {step === 0 && (
          <Stack spacing={3}>
            <TextField
              label={intl.formatMessage({ id: 'offerTemplates.field.name' })}
              value={name}
              required
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && nameMessage !== null}
              helperText={touched && nameMessage ? offerMessageText(intl, nameMessage) : ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormControl error={touched && missingLetter}>
              <FormLabel htmlFor={fileInputId}>
                <FormattedMessage id="offerTemplates.field.letter" />
              </FormLabel>
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                  <FormattedMessage id="offerTemplates.letter.choose" />
                  <input
                    id={fileInputId}
                    type="file"
                    hidden
                    accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                    aria-describedby={fileHelpId}
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Typography variant="body2">
                  {file ? (
                    <FormattedMessage id="offerTemplates.letter.chosen" values={{ name: file.name }} />
                  ) : template.data ? (
                    <FormattedMessage id="offerTemplates.letter.current" values={{ name: template.data.letterFileName }} />
                  ) : null}
                </Typography>
              </Stack>
              <FormHelperText id={fileHelpId}>
                {touched && missingLetter ? <FormattedMessage id="offersError.letterRequired" /> : <FormattedMessage id="offerTemplates.letter.help" />}
              </FormHelperText>
            </FormControl>
          </Stack>
        )}
        {step === 1 && (
          <Stack spacing={2}>
            <Typography>
              <FormattedMessage id={placeholders.length ? 'offerTemplates.placeholders.intro' : 'offerTemplates.placeholders.none'} />
            </Typography>
            {placeholders.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="offerTemplates.placeholders.available" values={{ list: OFFER_PLACEHOLDERS.map((p) => `[${p}]`).join(', ') }} />
              </Typography>
            )}
            {placeholders.map((placeholder) => (
              <FormControl key={placeholder.name} component="fieldset">
                <FormLabel component="legend" id={`${fileInputId}-${placeholder.name}`}>
                  <FormattedMessage id={placeholderLabel(placeholder.name)} /> <bdi>[{placeholder.name}]</bdi>
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${fileInputId}-${placeholder.name}`}
                  value={placeholder.filledBy}
                  onChange={(event) =>
                    setPlaceholders((all) =>
                      all.map((p) => (p.name === placeholder.name ? { ...p, filledBy: event.target.value as PlaceholderFiller } : p)),
                    )
                  }
                >
                  {PLACEHOLDER_FILLERS.map((filler) => (
                    <FormControlLabel
                      key={filler}
                      value={filler}
                      control={<Radio />}
                      label={intl.formatMessage({ id: `offerTemplates.filler.${filler}` as MessageId })}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}
          </Stack>
        )}
        {step === 2 && templateId && <LetterPreview templateId={templateId} name={name} />}
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
          {step > 0 && (
            <Button onClick={() => setStep(step - 1)} disabled={busy}>
              <FormattedMessage id="offerTemplates.back" />
            </Button>
          )}
          {step < 2 ? (
            <Button variant="contained" onClick={() => void next()} disabled={busy}>
              <FormattedMessage id="offerTemplates.next" />
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={() => {
                showSuccessToast('offerTemplates.toast.saved', { name });
                void navigate('/recruiter-settings/offers');
              }}
            >
              <FormattedMessage id="offerTemplates.finish" />
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
};
