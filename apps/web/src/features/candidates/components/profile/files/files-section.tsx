import AttachFileIcon from '@mui/icons-material/AttachFile';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FILE_EXTENSIONS, fileSizeError, MAX_FILE_SIZE_MB } from '@ats/domain/applications/application-file.rules';
import { showErrorToast, showSuccessToast } from '@ats/web/app/api/toast-bus';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { formatFileSize } from '@ats/web/app/format/file-size';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import {
  downloadFile,
  useApplicationFiles,
  useDeleteFile,
  useFileConfidentiality,
  useRenameFile,
  useUploadFile,
  type ApplicationFile,
} from '@ats/web/features/candidates/api/files-api';
import { fileErrorText, fileRefusalText } from '@ats/web/app/api/file-error-text';
import { FileViewerDialog } from './file-viewer-dialog';
import { RenameFileDialog } from './rename-file-dialog';

export type FilesSectionProps = { applicationId: string };

const ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The same rules as the server's, on what the browser knows (name and size), so a wrong file is told at once. */
export const clientRefusal = (file: File): string | null => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(FILE_EXTENSIONS as string[]).includes(extension)) return 'file-type-not-allowed';
  return fileSizeError(file.size)?.code ?? null;
};

type Dialog = { kind: 'view' | 'rename' | 'delete'; file: ApplicationFile } | null;

/** The profile's Files section (spec 02 §2.13, §6.3): upload with progress, list, view, download, rename, confidential, delete. */
export const FilesSection = ({ applicationId }: FilesSectionProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const files = useApplicationFiles(applicationId);
  const upload = useUploadFile(applicationId);
  const rename = useRenameFile(applicationId);
  const confidentiality = useFileConfidentiality(applicationId);
  const remove = useDeleteFile(applicationId);
  const input = useRef<HTMLInputElement>(null);
  const [confidential, setConfidential] = useState(false);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; file: ApplicationFile } | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialogs open from a row's menu: focus goes back to that row's actions button when they close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = () => returnFocus.current?.focus();

  const confidentialAccess = files.data?.confidentialAccess ?? false;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = clientRefusal(file);
    if (refused) {
      setUploadError(fileRefusalText(intl, refused));
      return;
    }
    setUploadError(null);
    setProgress({ name: file.name, percent: 0 });
    upload.mutate(
      { file, confidential, onProgress: ({ loaded, total }) => setProgress({ name: file.name, percent: Math.round((loaded / total) * 100) }) },
      {
        onSuccess: () => showSuccessToast('files.toast.uploaded'),
        onError: (error) => setUploadError(fileErrorText(intl, error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const openMenu = (anchor: HTMLElement, file: ApplicationFile) => {
    returnFocus.current = anchor;
    setMenu({ anchor, file });
  };
  const act = (kind: 'view' | 'rename' | 'delete') => {
    if (!menu) return;
    if (kind === 'rename') rename.reset();
    if (kind === 'delete') remove.reset();
    setDialog({ kind, file: menu.file });
    setMenu(null);
  };
  const save = async (file: ApplicationFile) => {
    try {
      await downloadFile(applicationId, file);
    } catch (error) {
      showErrorToast(error);
    }
  };
  const toggleConfidential = (file: ApplicationFile) => {
    setMenu(null);
    confidentiality.mutate(
      { fileId: file.fileId, confidential: !file.confidential },
      { onSuccess: () => showSuccessToast(file.confidential ? 'files.toast.public' : 'files.toast.confidential') },
    );
  };
  const nameOf = (file: ApplicationFile) => file.fileName ?? intl.formatMessage({ id: 'files.erasedName' });

  return (
    <Box component="section" aria-labelledby="profile-files-title" sx={{ mt: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography id="profile-files-title" component="h2" variant="h6">
          <FormattedMessage id="files.title" />
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          {confidentialAccess && (
            <FormControlLabel
              control={<Checkbox checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />}
              label={intl.formatMessage({ id: 'files.uploadConfidential' })}
            />
          )}
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
            <FormattedMessage id="files.upload" />
          </Button>
          <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} data-testid="files-input" />
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="files.hint" values={{ size: MAX_FILE_SIZE_MB }} />
      </Typography>
      {progress && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" id="profile-files-progress">
            <FormattedMessage id="files.uploading" values={{ name: progress.name, percent: progress.percent }} />
          </Typography>
          <LinearProgress variant="determinate" value={progress.percent} aria-labelledby="profile-files-progress" />
        </Box>
      )}
      {uploadError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      )}

      {files.isPending && <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />}
      {files.isError && (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={() => void files.refetch()}><FormattedMessage id="common.retry" /></Button>}>
          <FormattedMessage id="files.loadError" />
        </Alert>
      )}
      {files.data && files.data.items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          <FormattedMessage id="files.empty" />
        </Typography>
      )}
      {files.data && files.data.items.length > 0 && (
        <List aria-label={intl.formatMessage({ id: 'files.list.label' })} sx={{ mt: 1 }}>
          {files.data.items.map((file) => (
            <ListItem
              key={file.fileId}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={intl.formatMessage({ id: 'files.actions' }, { name: nameOf(file) })} aria-haspopup="menu" onClick={(event) => openMenu(event.currentTarget, file)}>
                  <MoreVertIcon />
                </IconButton>
              }
            >
              <ListItemIcon>{file.extension === 'pdf' ? <PictureAsPdfOutlinedIcon /> : <DescriptionOutlinedIcon />}</ListItemIcon>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                    <Link component="button" type="button" underline="hover" onClick={() => { returnFocus.current = null; setDialog({ kind: 'view', file }); }} sx={{ textAlign: 'start', wordBreak: 'break-word' }}>
                      {nameOf(file)}
                    </Link>
                    {file.confidential && <Chip size="small" icon={<LockOutlinedIcon />} label={intl.formatMessage({ id: 'files.confidential' })} />}
                    {file.uploadedByCandidate && <Chip size="small" icon={<AttachFileIcon />} label={intl.formatMessage({ id: 'files.byCandidate' })} />}
                  </Stack>
                }
                secondary={intl.formatMessage(
                  { id: file.uploadedByCandidate ? 'files.metaByCandidate' : 'files.meta' },
                  { size: formatFileSize(file.sizeBytes, language), name: file.uploadedByName, date: formatDateTime(file.uploadedAt, language) },
                )}
              />
            </ListItem>
          ))}
        </List>
      )}

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => act('view')}>
          <FormattedMessage id="files.action.view" />
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) void save(menu.file);
            setMenu(null);
          }}
        >
          <FormattedMessage id="files.action.download" />
        </MenuItem>
        <MenuItem onClick={() => act('rename')}>
          <FormattedMessage id="files.action.rename" />
        </MenuItem>
        {confidentialAccess && menu && (
          <MenuItem onClick={() => toggleConfidential(menu.file)} disabled={confidentiality.isPending}>
            <FormattedMessage id={menu.file.confidential ? 'files.action.makePublic' : 'files.action.makeConfidential'} />
          </MenuItem>
        )}
        {/* Files the candidate uploaded cannot be deleted (spec 02 §6.3): no such action. */}
        {menu && !menu.file.uploadedByCandidate && (
          <MenuItem onClick={() => act('delete')} sx={{ color: 'error.main' }}>
            <FormattedMessage id="files.action.delete" />
          </MenuItem>
        )}
      </Menu>

      <FileViewerDialog
        applicationId={applicationId}
        file={dialog?.kind === 'view' ? dialog.file : null}
        onDownload={(file) => void save(file)}
        onClose={() => setDialog(null)}
        onExited={restoreFocus}
      />
      <RenameFileDialog
        file={dialog?.kind === 'rename' ? dialog.file : null}
        busy={rename.isPending}
        error={rename.error}
        onRename={(fileName) =>
          dialog &&
          rename.mutate(
            { fileId: dialog.file.fileId, fileName },
            {
              onSuccess: () => {
                setDialog(null);
                showSuccessToast('files.toast.renamed');
              },
            },
          )
        }
        onClose={() => setDialog(null)}
        onExited={restoreFocus}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog ? intl.formatMessage({ id: 'files.delete.title' }, { name: nameOf(dialog.file) }) : ''}
        busy={remove.isPending}
        error={remove.error ? fileErrorText(intl, remove.error) : null}
        onConfirm={() =>
          dialog &&
          remove.mutate(dialog.file.fileId, {
            onSuccess: () => {
              setDialog(null);
              showSuccessToast('files.toast.deleted');
              // The row is gone: its actions button cannot take focus back.
              returnFocus.current = null;
            },
          })
        }
        onClose={() => setDialog(null)}
      />
    </Box>
  );
};
