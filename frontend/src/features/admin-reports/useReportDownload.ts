import { useState } from 'react';
import { useAppDispatch } from '../../shared/hooks';
import { notify } from '../../shared/notifications/notifications-slice';
import { apiErrorMessage, type ReportRequest, type ReportTable, useExportReportTableMutation } from './admin-reports-api';

/** Hands the browser a file to save, as a click on a download link would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads one table of the report shown as CSV. The export asks for the second factor when the
 * last confirmation is old: the api's base query prompts (StepUpHost) and sends it again once;
 * a refusal or a cancelled prompt is said in a toast.
 */
export function useReportDownload(request: ReportRequest): { download: (table: ReportTable) => Promise<void>; downloading: ReportTable | null } {
  const dispatch = useAppDispatch();
  const [exportTable] = useExportReportTableMutation();
  const [downloading, setDownloading] = useState<ReportTable | null>(null);

  const download = async (table: ReportTable) => {
    setDownloading(table);
    try {
      const { csv, fileName } = await exportTable({ ...request, table }).unwrap();
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
    } catch (error) {
      dispatch(notify({ title: 'CSV not downloaded', message: apiErrorMessage(error) ?? 'The download failed. Please try again.', severity: 'error' }));
    } finally {
      setDownloading(null);
    }
  };
  return { download, downloading };
}
