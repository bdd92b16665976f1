import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchFileForViewer, type ApplicationFile } from '@ats/web/features/candidates/api/files-api';
import { openPdf, renderPdfPage } from './pdf-document';

export type FileViewerDialogProps = {
  applicationId: string;
  /** The file shown; null when the dialog is closed. */
  file: ApplicationFile | null;
  onDownload: (file: ApplicationFile) => void;
  onClose: () => void;
  /** Where focus goes back when the dialog has closed (the row's actions button). */
  onExited?: () => void;
};

/** Page width in CSS pixels: the dialog's, less its padding. */
const PAGE_WIDTH = 760;

const PdfPage = ({ document, pageNumber, label }: { document: PDFDocumentProxy; pageNumber: number; label: string }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void renderPdfPage(document, pageNumber, canvas.current, PAGE_WIDTH);
  }, [document, pageNumber]);
  return <Box component="canvas" ref={canvas} role="img" aria-label={label} sx={{ display: 'block', maxWidth: '100%', mx: 'auto', boxShadow: 1 }} />;
};

/** The PDF, opened with pdf.js from the bytes the API gives the viewer. */
const PdfView = ({ applicationId, file, onDownload }: { applicationId: string; file: ApplicationFile; onDownload: () => void }) => {
  const intl = useIntl();
  const pdf = useQuery({
    queryKey: ['file-viewer', applicationId, file.fileId],
    queryFn: async ({ signal }) => {
      const bytes = await fetchFileForViewer(applicationId, file.fileId, signal);
      try {
        return await openPdf(bytes);
      } catch {
        throw new PdfOpenError();
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { toast: false },
  });
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  useEffect(() => {
    setDocument(pdf.data ?? null);
    // The document holds the worker's memory: let it go with the dialog.
    return () => void pdf.data?.destroy();
  }, [pdf.data]);

  if (pdf.isPending) {
    return (
      <Stack role="status" alignItems="center" spacing={2} sx={{ py: 6 }}>
        <CircularProgress aria-hidden />
        <Typography>
          <FormattedMessage id="files.viewer.loading" />
        </Typography>
      </Stack>
    );
  }
  if (pdf.isError || !document) {
    return <CannotView messageId={pdf.error instanceof PdfOpenError ? 'files.viewer.cannotOpen' : 'files.viewer.failed'} onDownload={onDownload} />;
  }
  const pages = Array.from({ length: document.numPages }, (_, index) => index + 1);
  return (
    <Stack spacing={2} role="list" aria-label={intl.formatMessage({ id: 'files.viewer.pages' }, { name: file.fileName ?? '' })}>
      {pages.map((page) => (
        <Box role="listitem" key={page}>
          <PdfPage document={document} pageNumber={page} label={intl.formatMessage({ id: 'files.viewer.page' }, { page, pages: document.numPages })} />
        </Box>
      ))}
    </Stack>
  );
};

/** The bytes arrived but pdf.js could not open them. */
class PdfOpenError extends Error {}

const CannotView = ({ messageId, onDownload }: { messageId: 'files.viewer.docx' | 'files.viewer.failed' | 'files.viewer.cannotOpen'; onDownload: () => void }) => (
  <Alert
    severity="info"
    action={
      <Button color="inherit" size="small" startIcon={<DownloadIcon />} onClick={onDownload}>
        <FormattedMessage id="files.viewer.download" />
      </Button>
    }
  >
    <FormattedMessage id={messageId} />
  </Alert>
);

/** Views a file in the browser (spec 02 §2.13): a PDF with pdf.js; a .docx cannot be viewed and offers its download. */
export const FileViewerDialog = ({ applicationId, file, onDownload, onClose, onExited }: FileViewerDialogProps) => {
  const titleId = useId();
  const download = () => file && onDownload(file);
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {file && <FormattedMessage id="files.viewer.title" values={{ name: file.fileName ?? '' }} />}
      </DialogTitle>
      {/* The pages scroll here: keyboard users reach and scroll it too (focusable, named by the dialog). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {file &&
          (file.extension === 'pdf' ? (
            <PdfView applicationId={applicationId} file={file} onDownload={download} />
          ) : (
            <CannotView messageId="files.viewer.docx" onDownload={download} />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={download} startIcon={<DownloadIcon />}>
          <FormattedMessage id="files.viewer.download" />
        </Button>
        <Button onClick={onClose} variant="contained">
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
