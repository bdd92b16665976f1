import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { fetchFile, saveFile } from '../api/file-transfer';

export type HistoryExportFormat = 'csv' | 'json';

/** Downloads a whole history (an application's, a requisition's) from `<path>/history/export` as a file. */
export const useHistoryExport = (path: string, fileStem: string) =>
  useMutation({
    mutationFn: async (format: HistoryExportFormat) => {
      const blob = await fetchFile(`${path}/history/export?format=${format}`);
      saveFile(blob, `${fileStem}-history.${format}`);
    },
    // The failure is said beside the buttons.
    meta: { toast: false },
  });

/** 'Export history (CSV)' and '(JSON)': the auditor's copy of every event with who, when and why. */
export const HistoryExportButtons = ({ exportHistory }: { exportHistory: ReturnType<typeof useHistoryExport> }) => (
  <>
    {(['csv', 'json'] as const).map((format) => (
      <Button
        key={format}
        variant="text"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => exportHistory.mutate(format)}
        disabled={exportHistory.isPending}
      >
        <FormattedMessage id={format === 'csv' ? 'history.export.csv' : 'history.export.json'} />
      </Button>
    ))}
  </>
);

/** Said under the buttons when the download failed. */
export const HistoryExportFailure = ({ exportHistory }: { exportHistory: ReturnType<typeof useHistoryExport> }) =>
  exportHistory.isError ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      <FormattedMessage id="history.export.failed" />
    </Alert>
  ) : null;
